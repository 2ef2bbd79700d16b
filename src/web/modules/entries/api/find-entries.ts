import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindEntriesQuery, FindEntriesResponse } from '../../../../shared/contracts/entries/find-entries';
import { api } from '../../../shell/http';

/** Every entry step changes lists, totals and details: invalidate this prefix after one. */
export const entriesQueryKey = ['entries', 'entries'] as const;

/** Entries, newest first, one page, with the totals of everything the filter keeps. */
export const findEntriesQueryOptions = (query: FindEntriesQuery = {}) =>
  queryOptions({
    queryKey: [...entriesQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindEntriesResponse>('/api/entries', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindEntries(query: FindEntriesQuery = {}) {
  return useQuery(findEntriesQueryOptions(query));
}
