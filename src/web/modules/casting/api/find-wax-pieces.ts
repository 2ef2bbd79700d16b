import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindWaxPiecesQuery, FindWaxPiecesResponse } from '../../../../shared/contracts/casting/find-wax-pieces';
import { api } from '../../../shell/http';

export const castingQueryKey = ['casting'] as const;
export const waxPiecesQueryKey = [...castingQueryKey, 'wax'] as const;

/** Wax pieces waiting for a cast, oldest first, one page. */
export const findWaxPiecesQueryOptions = (query: FindWaxPiecesQuery = {}) =>
  queryOptions({
    queryKey: [...waxPiecesQueryKey, query],
    queryFn: ({ signal }) => api.get<FindWaxPiecesResponse>('/api/casting/wax', { query, signal }),
    placeholderData: keepPreviousData,
  });

const waxPageSize = 50;

/** What `/wax` asks for its `?materialId=&page=` (its route's loader asks the same). */
export const waxListQuery = (search: { materialId?: string; page?: string }) => ({
  ...(search.materialId ? { materialId: search.materialId } : {}),
  page: Number(search.page ?? 1),
  pageSize: waxPageSize,
});

export function useFindWaxPieces(query: FindWaxPiecesQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...findWaxPiecesQueryOptions(query), enabled: options.enabled ?? true });
}
