import type { QueryClient } from '@tanstack/react-query';
import type { StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { stockQueryKey } from './find-pieces';
import { getStockDocumentQueryOptions } from './get-stock-document';

/** A document moved pieces and metal: its sheet is known, every stock list and every balance is stale. */
export function afterStockDocument(queryClient: QueryClient, document: StockDocument): Promise<unknown> {
  const detailKey = getStockDocumentQueryOptions(document.id).queryKey;
  queryClient.setQueryData(detailKey, document);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: stockQueryKey, predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(detailKey) }),
    queryClient.invalidateQueries({ queryKey: ['materials'] }),
  ]);
}
