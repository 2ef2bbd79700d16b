import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { receiveTransferBodySchema, StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { postOnce } from '../../../shell/idempotency-key';
import { getStockDocumentQueryOptions } from './get-stock-document';
import { afterStockDocument } from './stock-document-written';

export interface ReceiveTransferInput {
  transferId: number;
  body: z.output<typeof receiveTransferBodySchema>;
  idempotencyKey: string;
}

/** Pieces of a transfer that arrived; the others stay in transit. Silent: a refused piece comes back as `codes.{index}`. */
export function receiveTransfer({ transferId, ...input }: ReceiveTransferInput): Promise<StockDocument> {
  return postOnce<StockDocument>(`/api/stock/transfers/${transferId}/receive`, input);
}

export function useReceiveTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveTransfer,
    onSuccess: async (receipt, { transferId }) => {
      await afterStockDocument(queryClient, receipt);
      // The transfer's own sheet now shows fewer pieces in transit.
      await queryClient.invalidateQueries({ queryKey: getStockDocumentQueryOptions(transferId).queryKey });
    },
  });
}
