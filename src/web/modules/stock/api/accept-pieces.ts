import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { acceptPiecesBodySchema, StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { stockQueryKey } from './find-pieces';
import { getStockDocumentQueryOptions } from './get-stock-document';

export interface AcceptPiecesInput {
  body: z.output<typeof acceptPiecesBodySchema>;
  idempotencyKey: string;
}

/**
 * Finished items into a branch's stock, each weighed: one accept document,
 * their metal from the source holder to the branch's counter. Silent: a
 * refused line comes back as `lines.{index}.grossMg` and the form shows it there.
 */
export function acceptPieces({ body, idempotencyKey }: AcceptPiecesInput): Promise<StockDocument> {
  return api.post<StockDocument>('/api/stock/accept', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useAcceptPieces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPieces,
    onSuccess: (document) => {
      queryClient.setQueryData(getStockDocumentQueryOptions(document.id).queryKey, document);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: stockQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['materials'] }),
        queryClient.invalidateQueries({ queryKey: ['production'] }),
      ]);
    },
  });
}
