import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindUnfinishedQuery, FindUnfinishedResponse } from '../../../../shared/contracts/production/find-unfinished';
import { api } from '../../../shell/http';
import { productionQueryKey } from './find-pre-orders';

/** Late items (promised day passed) and items stuck in one stage for more than `stuckDays` days. */
export const findUnfinishedQueryOptions = (query: FindUnfinishedQuery = {}) =>
  queryOptions({
    queryKey: [...productionQueryKey, 'unfinished', query],
    queryFn: ({ signal }) => api.get<FindUnfinishedResponse>('/api/production/unfinished', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindUnfinished(query: FindUnfinishedQuery = {}) {
  return useQuery(findUnfinishedQueryOptions(query));
}
