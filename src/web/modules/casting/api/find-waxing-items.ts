import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindItemsResponse } from '../../../../shared/contracts/production/find-items';
import { api } from '../../../shell/http';
import { castingQueryKey } from './find-wax-pieces';

/** Production items at the `waxing` stage: the ones a wax piece can be made for. */
export const findWaxingItemsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: [...castingQueryKey, 'waxing-items', search],
    queryFn: ({ signal }) =>
      api.get<FindItemsResponse>('/api/production/items', {
        query: { stage: 'waxing', pageSize: 100, ...(search ? { search } : {}) },
        signal,
      }),
  });

export function useFindWaxingItems(search = '') {
  return useQuery(findWaxingItemsQueryOptions(search));
}
