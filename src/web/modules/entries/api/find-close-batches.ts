import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindCloseBatchesQuery, FindCloseBatchesResponse } from '../../../../shared/contracts/entries/entry-close-batch';
import { api } from '../../../shell/http';
import { entriesQueryKey } from './find-entries';

/** Under the entries' prefix: a close step anywhere asks the sheets again. */
export const closeBatchesQueryKey = [...entriesQueryKey, 'close-batches'] as const;

/** Close sheets (`EC-…`), newest first, one page. */
export const findCloseBatchesQueryOptions = (query: FindCloseBatchesQuery = {}) =>
  queryOptions({
    queryKey: [...closeBatchesQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindCloseBatchesResponse>('/api/entries/close-batches', { query, signal }),
    placeholderData: keepPreviousData,
  });

const sheetsPageSize = 25;

/** What `/entries-close` lists for its `?jewellerHolderId=&page=` (its route's loader asks the same). */
export const closeBatchListQuery = (search: { jewellerHolderId?: string; page?: string }) => ({
  ...(search.jewellerHolderId ? { jewellerHolderId: search.jewellerHolderId } : {}),
  page: Number(search.page ?? 1),
  pageSize: sheetsPageSize,
});

export function useFindCloseBatches(query: FindCloseBatchesQuery = {}) {
  return useQuery(findCloseBatchesQueryOptions(query));
}
