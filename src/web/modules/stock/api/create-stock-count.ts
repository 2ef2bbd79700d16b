import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createStockCountBodySchema, StockCount } from '../../../../shared/contracts/stock/stock-counts';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { stockCountsQueryKey } from './find-stock-counts';

export type CreateStockCountInput = IdempotentInput<z.output<typeof createStockCountBodySchema>>;

/** Starts counting a branch: what stock says it holds is what the count expects. */
export function createStockCount(input: CreateStockCountInput): Promise<StockCount> {
  return postOnce<StockCount>('/api/stock/counts', input);
}

export function useCreateStockCount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createStockCount, onSuccess: () => queryClient.invalidateQueries({ queryKey: stockCountsQueryKey }) });
}
