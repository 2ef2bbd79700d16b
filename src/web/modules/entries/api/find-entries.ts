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

const entriesPageSize = 25;

/** The filters `/entry`, `/entry/list` and "my entries" keep in their address. */
export interface EntryListSearch {
  jewellerHolderId?: string;
  categoryId?: string;
  state?: FindEntriesQuery['state'];
  month?: string;
  page?: string;
}
export const entryListSearchKeys = ['jewellerHolderId', 'categoryId', 'state', 'month', 'page'] as const;

/** What an entry list asks for (its routes' loaders ask the same); only a reader of every bench filters by jeweller. */
/** The manager's accept queue: the first 50 entries closed and waiting to accept. */
export const acceptQueueQuery = { state: 'waiting_accept', page: 1, pageSize: 50 } as const;

export function entryListQuery(search: EntryListSearch, seesAll: boolean) {
  return {
    ...(seesAll && search.jewellerHolderId ? { jewellerHolderId: search.jewellerHolderId } : {}),
    ...(search.categoryId ? { categoryId: search.categoryId } : {}),
    ...(search.state ? { state: search.state } : {}),
    ...(search.month ? { month: search.month } : {}),
    page: Number(search.page ?? 1),
    pageSize: entriesPageSize,
  };
}

export function useFindEntries(query: FindEntriesQuery = {}) {
  return useQuery(findEntriesQueryOptions(query));
}
