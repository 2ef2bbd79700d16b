import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryRecapQuery, EntryRecapResponse } from '../../../../shared/contracts/entries/entry-recap';
import { api } from '../../../shell/http';
import { entriesQueryKey } from './find-entries';

/** Per jeweller, the entries of a period and what became of their metal. */
export const getEntryRecapQueryOptions = (query: EntryRecapQuery) =>
  queryOptions({
    queryKey: [...entriesQueryKey, 'recap', query],
    queryFn: ({ signal }) => api.get<EntryRecapResponse>('/api/entries/recap', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useGetEntryRecap(query: EntryRecapQuery) {
  return useQuery(getEntryRecapQueryOptions(query));
}
