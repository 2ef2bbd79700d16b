import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CloseBatchDetail, createCloseBatchBodySchema } from '../../../../shared/contracts/entries/entry-close-batch';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { entriesQueryKey } from './find-entries';
import { getCloseBatchQueryOptions } from './get-close-batch';

export type CreateCloseBatchInput = IdempotentInput<z.output<typeof createCloseBatchBodySchema>>;

/**
 * Closes a tray of entries at once, all or nothing. Silent: a refused line
 * comes back as `entries.{index}.returnedMg` and the form puts it on that line.
 */
export function createCloseBatch(input: CreateCloseBatchInput): Promise<CloseBatchDetail> {
  return postOnce<CloseBatchDetail>('/api/entries/close-batches', input);
}

export function useCreateCloseBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCloseBatch,
    onSuccess: (batch) => {
      queryClient.setQueryData(getCloseBatchQueryOptions(batch.id).queryKey, batch);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: entriesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['materials'] }),
      ]);
    },
  });
}
