import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { api } from '../../../shell/http';
import { entriesQueryKey } from './find-entries';

export const entryPath = (id: number) => `/entry-detail-${id}`;

/** One entry with its pieces; someone else's entry is a 404 to a jeweller. */
export const getEntryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...entriesQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<EntryDetail>(`/api/entries/${id}`, { signal, silent: true }),
  });

/** An id that is not a positive integer asks nothing. */
export function useGetEntry(id: number) {
  return useQuery({ ...getEntryQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
