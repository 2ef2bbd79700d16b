import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveEntryStoneBody } from '../../../../shared/contracts/entries/entry-stones';
import { api } from '../../../shell/http';
import { getEntryStonesQueryOptions } from './get-entry-stones';

export interface DeleteEntryStoneInput {
  entryId: number;
  stoneId: number;
  /** The day a lot's stones go back to it: today when left out. */
  body?: RemoveEntryStoneBody;
}

/** A line entered by mistake; refused once the entry is accepted. */
export function deleteEntryStone({ entryId, stoneId, body }: DeleteEntryStoneInput): Promise<void> {
  return api.delete<void>(`/api/entries/${entryId}/stones/${stoneId}`, body ? { body } : {});
}

export function useDeleteEntryStone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEntryStone,
    onSuccess: (_none, { entryId }) => queryClient.invalidateQueries({ queryKey: getEntryStonesQueryOptions(entryId).queryKey }),
  });
}
