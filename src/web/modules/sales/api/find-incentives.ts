import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindIncentivesQuery, FindIncentivesResponse } from '../../../../shared/contracts/sales/incentive';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

/** Every sale, void and payout changes them: under the sales prefix. */
export const incentivesQueryKey = [...salesQueryKey, 'incentives'] as const;

/** Per seller, what they earned in a period and whether it was paid. */
export const findIncentivesQueryOptions = (query: FindIncentivesQuery) =>
  queryOptions({
    queryKey: [...incentivesQueryKey, query],
    queryFn: ({ signal }) => api.get<FindIncentivesResponse>('/api/sales/incentives', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindIncentives(query: FindIncentivesQuery) {
  return useQuery(findIncentivesQueryOptions(query));
}
