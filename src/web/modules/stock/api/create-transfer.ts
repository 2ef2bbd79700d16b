import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StockDocument, transferPiecesBodySchema } from '../../../../shared/contracts/stock/stock-documents';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { afterStockDocument } from './stock-document-written';

export interface CreateTransferInput {
  body: z.output<typeof transferPiecesBodySchema>;
  idempotencyKey: string;
}

/** Pieces to another branch, all or nothing. Silent: a refused piece comes back as `codes.{index}` and the form puts it on that line. */
export function createTransfer({ body, idempotencyKey }: CreateTransferInput): Promise<StockDocument> {
  return api.post<StockDocument>('/api/stock/transfers', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTransfer, onSuccess: (document) => afterStockDocument(queryClient, document) });
}
