import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindStockDocumentsQuery, FindStockDocumentsResponse } from '../../../../shared/contracts/stock/stock-documents';
import { api } from '../../../shell/http';
import { stockQueryKey } from './find-pieces';

export const stockDocumentsQueryKey = [...stockQueryKey, 'documents'] as const;

/** A stock document's page (the other stock pages link here). */
export const stockDocumentPath = (id: number) => `/jewelry/document-${id}`;

/** Stock documents (accept, transfer, cancel, complement), newest first, one page; `code` keeps those with that piece. */
export const findStockDocumentsQueryOptions = (query: FindStockDocumentsQuery = {}) =>
  queryOptions({
    queryKey: [...stockDocumentsQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindStockDocumentsResponse>('/api/stock/documents', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindStockDocuments(query: FindStockDocumentsQuery = {}) {
  return useQuery(findStockDocumentsQueryOptions(query));
}
