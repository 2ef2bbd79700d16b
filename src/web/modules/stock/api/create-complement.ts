import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { complementPieceBodySchema, StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { afterStockDocument } from './stock-document-written';

export type CreateComplementInput = IdempotentInput<z.output<typeof complementPieceBodySchema>>;

/** Metal or stones added to one piece. Silent: field errors land on the form. */
export function createComplement(input: CreateComplementInput): Promise<StockDocument> {
  return postOnce<StockDocument>('/api/stock/complements', input);
}

export function useCreateComplement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createComplement, onSuccess: (document) => afterStockDocument(queryClient, document) });
}
