import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancelPiecesBodySchema, StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { afterStockDocument } from './stock-document-written';

export type CreateCancelInput = IdempotentInput<z.output<typeof cancelPiecesBodySchema>>;

/** Pieces back to melt, their metal to a holder, all or nothing. Silent: a refused piece comes back as `codes.{index}`. */
export function createCancel(input: CreateCancelInput): Promise<StockDocument> {
  return postOnce<StockDocument>('/api/stock/cancels', input);
}

export function useCreateCancel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCancel, onSuccess: (document) => afterStockDocument(queryClient, document) });
}
