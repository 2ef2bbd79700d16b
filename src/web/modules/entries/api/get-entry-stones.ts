import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryStonesResponse } from '../../../../shared/contracts/entries/entry-stones';
import { api } from '../../../shell/http';
import { entriesQueryKey } from './find-entries';

/** The entry and the stones set in its pieces; someone else's entry is a 404 to a jeweller. */
export const getEntryStonesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...entriesQueryKey, 'stones', id],
    queryFn: ({ signal }) => api.get<EntryStonesResponse>(`/api/entries/${id}/stones`, { signal, silent: true }),
  });

/** An id that is not a positive integer asks nothing. */
export function useGetEntryStones(id: number) {
  return useQuery({ ...getEntryStonesQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
