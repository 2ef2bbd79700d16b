import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { complementPieceBodySchema, StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { afterStockDocument } from './stock-document-written';

export interface CreateComplementInput {
  body: z.output<typeof complementPieceBodySchema>;
  idempotencyKey: string;
}

/** Metal or stones added to one piece. Silent: field errors land on the form. */
export function createComplement({ body, idempotencyKey }: CreateComplementInput): Promise<StockDocument> {
  return api.post<StockDocument>('/api/stock/complements', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useCreateComplement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createComplement, onSuccess: (document) => afterStockDocument(queryClient, document) });
}
