import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindItemGroupsQuery, FindItemGroupsResponse } from '../../../../shared/contracts/production/find-item-groups';
import { api } from '../../../shell/http';
import { productionQueryKey } from './find-pre-orders';

/** A page of groups (by pre-order or customer), each with its counts per stage and its items. */
export const findItemGroupsQueryOptions = (query: FindItemGroupsQuery = {}) =>
  queryOptions({
    queryKey: [...productionQueryKey, 'groups', query],
    queryFn: ({ signal }) => api.get<FindItemGroupsResponse>('/api/production/groups', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindItemGroups(query: FindItemGroupsQuery = {}) {
  return useQuery(findItemGroupsQueryOptions(query));
}
