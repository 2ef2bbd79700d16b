import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindCastsQuery, FindCastsResponse } from '../../../../shared/contracts/casting/find-casts';
import { api } from '../../../shell/http';
import { castingQueryKey } from './find-wax-pieces';

export const castsQueryKey = [...castingQueryKey, 'casts'] as const;

/** Casts, newest first, one page. */
export const findCastsQueryOptions = (query: FindCastsQuery = {}) =>
  queryOptions({
    queryKey: [...castsQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindCastsResponse>('/api/casting/casts', { query, signal }),
    placeholderData: keepPreviousData,
  });

const castsPageSize = 25;

/** What `/cast` asks for its `?status=&materialId=&page=` (its route's loader asks the same, beside the page's chunk). */
export const castListQuery = (search: { status?: FindCastsQuery['status']; materialId?: string; page?: string }) => ({
  ...(search.status ? { status: search.status } : {}),
  ...(search.materialId ? { materialId: search.materialId } : {}),
  page: Number(search.page ?? 1),
  pageSize: castsPageSize,
});

export function useFindCasts(query: FindCastsQuery = {}) {
  return useQuery(findCastsQueryOptions(query));
}
