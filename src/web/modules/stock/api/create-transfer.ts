import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StockDocument, transferPiecesBodySchema } from '../../../../shared/contracts/stock/stock-documents';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { afterStockDocument } from './stock-document-written';

export type CreateTransferInput = IdempotentInput<z.output<typeof transferPiecesBodySchema>>;

/** Pieces to another branch, all or nothing. Silent: a refused piece comes back as `codes.{index}` and the form puts it on that line. */
export function createTransfer(input: CreateTransferInput): Promise<StockDocument> {
  return postOnce<StockDocument>('/api/stock/transfers', input);
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTransfer, onSuccess: (document) => afterStockDocument(queryClient, document) });
}
