import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createStockCountBodySchema, StockCount } from '../../../../shared/contracts/stock/stock-counts';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { stockCountsQueryKey } from './find-stock-counts';

export interface CreateStockCountInput {
  body: z.output<typeof createStockCountBodySchema>;
  idempotencyKey: string;
}

/** Starts counting a branch: what stock says it holds is what the count expects. */
export function createStockCount({ body, idempotencyKey }: CreateStockCountInput): Promise<StockCount> {
  return api.post<StockCount>('/api/stock/counts', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useCreateStockCount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStockCount, onSuccess: () => queryClient.invalidateQueries({ queryKey: stockCountsQueryKey }) });
}
