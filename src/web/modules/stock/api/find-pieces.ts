import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindPiecesQuery, FindPiecesResponse } from '../../../../shared/contracts/stock/jewelry-piece';
import { api } from '../../../shell/http';

/** Every stock movement changes pieces, documents and the summary: invalidate this prefix after one. */
export const stockQueryKey = ['stock', 'stock'] as const;
export const piecesQueryKey = [...stockQueryKey, 'pieces'] as const;

/** Pieces (in stock unless `state` says otherwise), newest first, one page, with totals and breakdowns of all the filter keeps. */
export const findPiecesQueryOptions = (query: FindPiecesQuery = {}) =>
  queryOptions({
    queryKey: [...piecesQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindPiecesResponse>('/api/stock/pieces', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindPieces(query: FindPiecesQuery = {}) {
  return useQuery(findPiecesQueryOptions(query));
}
