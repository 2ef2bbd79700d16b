import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import type { UpdateEntryCategoryBody } from '../../../../shared/contracts/entries/update-entry-category';
import { api } from '../../../shell/http';
import { entryCategoriesQueryKey } from './find-entry-categories';

export interface UpdateEntryCategoryInput {
  id: number;
  body: UpdateEntryCategoryBody;
}

/** Also deactivates: `{ active: false }` (categories are never deleted: entries name them). */
export function updateEntryCategory({ id, body }: UpdateEntryCategoryInput): Promise<EntryCategory> {
  return api.patch<EntryCategory>(`/api/entries/categories/${id}`, body);
}

export function useUpdateEntryCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEntryCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entryCategoriesQueryKey }),
  });
}
