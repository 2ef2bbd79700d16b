import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { findStockDocumentsQuerySchema, type FindStockDocumentsQuery, type FindStockDocumentsResponse } from '../../../../shared/contracts/stock/stock-documents';
import { api } from '../../../shell/http';
import { searchOf } from '../../../shell/search-params';
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

const documentsPageSize = 25;

/** `/jewelry/stock/transaction`'s filters as the URL keeps them. */
export const stockDocumentsSearch = searchOf(findStockDocumentsQuerySchema.shape, ['kind', 'branchId', 'code', 'page']);

/** What `/jewelry/stock/transaction` lists for its `?kind=&branchId=&code=&page=` (its route's loader asks the same). */
export const stockDocumentListQuery = ({ page, ...filters }: Pick<FindStockDocumentsQuery, 'kind'> & { branchId?: string; code?: string; page?: string }) => ({
  ...filters,
  page: Number(page ?? 1),
  pageSize: documentsPageSize,
});

export function useFindStockDocuments(query: FindStockDocumentsQuery = {}) {
  return useQuery(findStockDocumentsQueryOptions(query));
}
