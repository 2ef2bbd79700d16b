import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEntryCategoryBody } from '../../../../shared/contracts/entries/create-entry-category';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import { api } from '../../../shell/http';
import { entryCategoriesQueryKey } from './find-entry-categories';

export function createEntryCategory(body: CreateEntryCategoryBody): Promise<EntryCategory> {
  return api.post<EntryCategory>('/api/entries/categories', body);
}

export function useCreateEntryCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEntryCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryCategoriesQueryKey }),
  });
}
