import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FindEntryCategoriesQuery,
  FindEntryCategoriesResponse,
} from '../../../../shared/contracts/entries/find-entry-categories';
import { api } from '../../../shell/http';

export const entryCategoriesQueryKey = ['entries', 'categories'] as const;

/** Every entry category at once (a shop has a handful), ordered by code; `{ active: 'true' }` for pickers. */
export const findEntryCategoriesQueryOptions = (query: FindEntryCategoriesQuery = {}) =>
  queryOptions({
    queryKey: [...entryCategoriesQueryKey, query],
    queryFn: ({ signal }) => api.get<FindEntryCategoriesResponse>('/api/entries/categories', { query, signal }),
    staleTime: 60_000,
  });

export function useFindEntryCategories(query: FindEntryCategoriesQuery = {}) {
  return useQuery(findEntryCategoriesQueryOptions(query));
}
