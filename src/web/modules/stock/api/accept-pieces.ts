import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { acceptPiecesBodySchema, StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { stockQueryKey } from './find-pieces';
import { getStockDocumentQueryOptions } from './get-stock-document';

export type AcceptPiecesInput = IdempotentInput<z.output<typeof acceptPiecesBodySchema>>;

/**
 * Finished items into a branch's stock, each weighed: one accept document,
 * their metal from the source holder to the branch's counter. Silent: a
 * refused line comes back as `lines.{index}.grossMg` and the form shows it there.
 */
export function acceptPieces(input: AcceptPiecesInput): Promise<StockDocument> {
  return postOnce<StockDocument>('/api/stock/accept', input);
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
