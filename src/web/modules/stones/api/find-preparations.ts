import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindPreparationsQuery, FindPreparationsResponse } from '../../../../shared/contracts/stones/stone-preparations';
import { api } from '../../../shell/http';
import { preparationsQueryKey } from './stones-query-keys';

/** Preparations, newest first: an item's, an order's or a lot's; `open` keeps those still holding stones. */
export const findPreparationsQueryOptions = (query: FindPreparationsQuery = {}) =>
  queryOptions({
    queryKey: [...preparationsQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindPreparationsResponse>('/api/stones/preparations', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindPreparations(query: FindPreparationsQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...findPreparationsQueryOptions(query), enabled: options.enabled ?? true });
}
