import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import { api } from '../../../shell/http';
import { castsQueryKey } from './find-casts';

export const castPath = (id: number) => `/cast/detail/${id}`;
export const castInfoPath = (id: number) => `/cast/detail/info-${id}`;

/** One cast with its pieces, weights, the server's figures and its postings. */
export const getCastQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...castsQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<CastDetail>(`/api/casting/casts/${id}`, { signal, silent: true }),
  });

/** An id that is not a positive integer asks nothing. */
export function useGetCast(id: number) {
  return useQuery({ ...getCastQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
