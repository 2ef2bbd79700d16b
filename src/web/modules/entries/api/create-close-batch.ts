import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CloseBatchDetail, createCloseBatchBodySchema } from '../../../../shared/contracts/entries/entry-close-batch';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { entriesQueryKey } from './find-entries';
import { getCloseBatchQueryOptions } from './get-close-batch';

export interface CreateCloseBatchInput {
  body: z.output<typeof createCloseBatchBodySchema>;
  idempotencyKey: string;
}

/**
 * Closes a tray of entries at once, all or nothing. Silent: a refused line
 * comes back as `entries.{index}.returnedMg` and the form puts it on that line.
 */
export function createCloseBatch({ body, idempotencyKey }: CreateCloseBatchInput): Promise<CloseBatchDetail> {
  return api.post<CloseBatchDetail>('/api/entries/close-batches', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
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
