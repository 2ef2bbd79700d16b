import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { api } from '../../../shell/http';
import { stockDocumentsQueryKey } from './find-stock-documents';

/** One stock document with its lines. */
export const getStockDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...stockDocumentsQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<StockDocument>(`/api/stock/documents/${id}`, { signal, silent: true }),
  });

/** An id that is not a positive integer asks nothing. */
export function useGetStockDocument(id: number) {
  return useQuery({ ...getStockDocumentQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
