import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { api } from '../../../shell/http';
import { piecesQueryKey } from './find-pieces';

/** One piece, whatever its state. */
export const getPieceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...piecesQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<JewelryPiece>(`/api/stock/pieces/${id}`, { signal, silent: true }),
  });

/** An id that is not a positive integer asks nothing. */
export function useGetPiece(id: number) {
  return useQuery({ ...getPieceQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
