import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addEntryStoneBodySchema, EntryStone } from '../../../../shared/contracts/entries/entry-stones';
import { api } from '../../../shell/http';
import { getEntryStonesQueryOptions } from './get-entry-stones';

export interface AddEntryStoneInput {
  entryId: number;
  body: z.output<typeof addEntryStoneBodySchema>;
}

/** A line of stones set in one of the entry's pieces. */
export function addEntryStone({ entryId, body }: AddEntryStoneInput): Promise<EntryStone> {
  return api.post<EntryStone>(`/api/entries/${entryId}/stones`, body);
}

export function useAddEntryStone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEntryStone,
    onSuccess: (_stone, { entryId }) => queryClient.invalidateQueries({ queryKey: getEntryStonesQueryOptions(entryId).queryKey }),
  });
}
