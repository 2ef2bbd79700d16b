import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindStoneLotsQuery, FindStoneLotsResponse } from '../../../../shared/contracts/stones/stone-lots';
import { api } from '../../../shell/http';
import { lotsQueryKey } from './stones-query-keys';

/** Lots (in stock unless `state` says otherwise), newest first, one page, with the totals of all the filter keeps. */
export const findStoneLotsQueryOptions = (query: FindStoneLotsQuery = {}) =>
  queryOptions({
    queryKey: [...lotsQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindStoneLotsResponse>('/api/stones/lots', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindStoneLots(query: FindStoneLotsQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...findStoneLotsQueryOptions(query), enabled: options.enabled ?? true });
}

/** The lots a picker offers (the counter's stone lines, a quotation's): in stock at the branch, found by a search, 30 at a time. The counter's loader asks for the same. */
export const lotsToPickQuery = (branchId: number | null, search = ''): FindStoneLotsQuery => ({
  state: 'in_stock',
  ...(branchId === null ? {} : { branchId }),
  ...(search ? { search } : {}),
  pageSize: 30,
});
