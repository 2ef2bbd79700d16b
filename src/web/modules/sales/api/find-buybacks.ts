import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindBuybacksQuery, FindBuybacksResponse } from '../../../../shared/contracts/sales/old-gold';
import { api } from '../../../shell/http';
import { invoicesQueryKey } from './sales-query-keys';

/** Buy-backs of old gold above the owner's threshold (with the seller's identity), newest first. */
/** Old gold bought back comes 50 to a page; the route's loader asks for the first. */
export const buybacksPageSize = 50;

export const findBuybacksQueryOptions = (query: FindBuybacksQuery = {}) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'buybacks', query],
    queryFn: ({ signal }) => api.get<FindBuybacksResponse>('/api/sales/buybacks', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindBuybacks(query: FindBuybacksQuery = {}) {
  return useQuery(findBuybacksQueryOptions(query));
}
