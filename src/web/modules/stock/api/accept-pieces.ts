import type { z } from 'zod';
import type { acceptPiecesBodySchema, StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { useDocumentMutation } from '../../../shell/document-mutation';
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

/** The new document is there for its page at once; the lists and balances it changes are asked again. */
export function useAcceptPieces() {
  return useDocumentMutation(acceptPieces, (document) => getStockDocumentQueryOptions(document.id).queryKey, [stockQueryKey, ['materials'], ['production']]);
}
