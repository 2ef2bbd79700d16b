import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindDocumentsQuery, FindDocumentsResponse } from '../../../../shared/contracts/materials/find-documents';
import { api } from '../../../shell/http';
import { materialsQueryKey } from './find-holders';

export const documentsQueryKey = [...materialsQueryKey, 'documents'] as const;

/** Transfer, return, melt and reversal slips, newest first. */
export const findDocumentsQueryOptions = (query: FindDocumentsQuery = {}) =>
  queryOptions({
    queryKey: [...documentsQueryKey, query],
    queryFn: ({ signal }) => api.get<FindDocumentsResponse>('/api/materials/documents', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindDocuments(query: FindDocumentsQuery = {}) {
  return useQuery(findDocumentsQueryOptions(query));
}
