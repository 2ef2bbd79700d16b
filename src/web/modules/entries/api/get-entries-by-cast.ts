import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntriesByCastResponse } from '../../../../shared/contracts/entries/entry-by-cast';
import { api } from '../../../shell/http';
import { entriesQueryKey } from './find-entries';

/** A cast's pieces and the entries each went out on. */
export const getEntriesByCastQueryOptions = (castId: number) =>
  queryOptions({
    queryKey: [...entriesQueryKey, 'by-cast', castId],
    queryFn: ({ signal }) => api.get<EntriesByCastResponse>(`/api/entries/by-cast/${castId}`, { signal }),
  });

/** No cast picked (or not a positive integer) asks nothing. */
export function useGetEntriesByCast(castId: number | null) {
  const id = castId ?? 0;
  return useQuery({ ...getEntriesByCastQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
