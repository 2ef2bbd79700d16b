import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { findPiecesQuerySchema, type FindPiecesQuery, type FindPiecesResponse } from '../../../../shared/contracts/stock/jewelry-piece';
import { searchOf } from '../../../shell/search-params';
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

export const piecesPageSize = 50;

/**
 * The filters of `/jewelry/stock/currently` as the URL keeps them
 * (`?state=&branchId=&categoryId=&materialId=&frozen=&search=&page=`): in
 * stock (no state) or in transit between branches.
 */
export const currentlySearch = searchOf({ ...findPiecesQuerySchema.shape, state: z.literal('in_transit') }, [
  'state',
  'branchId',
  'categoryId',
  'materialId',
  'frozen',
  'search',
  'page',
]);
export type CurrentlySearch = ReturnType<typeof currentlySearch>;

/** The pieces query of those filters, as the page and its route's loader ask it. */
export const currentlyQueryOf = ({ page, ...filters }: CurrentlySearch) => ({ ...filters, page: Number(page ?? 1), pageSize: piecesPageSize });

export function useFindPieces(query: FindPiecesQuery = {}) {
  return useQuery(findPiecesQueryOptions(query));
}

/** A branch's newest piece: the counter's scan field shows its code as the shop's own example. The counter's loader asks for the same. */
export const newestPieceQueryOptions = (branchId: number | null) => findPiecesQueryOptions({ branchId: branchId ?? undefined, pageSize: 1 });
