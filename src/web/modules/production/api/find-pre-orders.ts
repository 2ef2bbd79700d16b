import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindPreOrdersQuery, FindPreOrdersResponse } from '../../../../shared/contracts/production/find-pre-orders';
import { api } from '../../../shell/http';

/** Every production query key starts here: a move or a new pre-order refreshes them all. */
export const productionQueryKey = ['production'] as const;
export const preOrdersQueryKey = [...productionQueryKey, 'pre-orders'] as const;

/** Newest first; `search` matches the number, customer or phone. */
export const findPreOrdersQueryOptions = (query: FindPreOrdersQuery = {}) =>
  queryOptions({
    queryKey: [...preOrdersQueryKey, query],
    queryFn: ({ signal }) => api.get<FindPreOrdersResponse>('/api/production/pre-orders', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindPreOrders(query: FindPreOrdersQuery = {}) {
  return useQuery(findPreOrdersQueryOptions(query));
}
