import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancelPiecesBodySchema, StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { afterStockDocument } from './stock-document-written';

export interface CreateCancelInput {
  body: z.output<typeof cancelPiecesBodySchema>;
  idempotencyKey: string;
}

/** Pieces back to melt, their metal to a holder, all or nothing. Silent: a refused piece comes back as `codes.{index}`. */
export function createCancel({ body, idempotencyKey }: CreateCancelInput): Promise<StockDocument> {
  return api.post<StockDocument>('/api/stock/cancels', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useCreateCancel() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCancel, onSuccess: (document) => afterStockDocument(queryClient, document) });
}
