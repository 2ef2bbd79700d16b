import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FindStockCountsResponse, findStockCountsQuerySchema } from '../../../../shared/contracts/stock/stock-counts';
import { api } from '../../../shell/http';

export const stockCountsQueryKey = ['stock', 'counts'] as const;
export type FindStockCountsQuery = z.input<typeof findStockCountsQuerySchema>;

/** Stock counts, newest first (`?branchId=` one branch's). */
export const findStockCountsQueryOptions = (query: FindStockCountsQuery = {}) =>
  queryOptions({
    queryKey: [...stockCountsQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindStockCountsResponse>('/api/stock/counts', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindStockCounts(query: FindStockCountsQuery = {}) {
  return useQuery(findStockCountsQueryOptions(query));
}
