import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shell/http';
import { getEntryStonesQueryOptions } from './get-entry-stones';

export interface DeleteEntryStoneInput {
  entryId: number;
  stoneId: number;
}

/** A line entered by mistake; refused once the entry is accepted. */
export function deleteEntryStone({ entryId, stoneId }: DeleteEntryStoneInput): Promise<void> {
  return api.delete<void>(`/api/entries/${entryId}/stones/${stoneId}`);
}

export function useDeleteEntryStone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntryStone,
    onSuccess: (_none, { entryId }) => queryClient.invalidateQueries({ queryKey: getEntryStonesQueryOptions(entryId).queryKey }),
  });
}
