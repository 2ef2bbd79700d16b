import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryRecapQuery, EntryRecapResponse } from '../../../../shared/contracts/entries/entry-recap';
import { api } from '../../../shell/http';
import { entriesQueryKey } from './find-entries';
import { periodOf } from '../../../../shared/shop-time';

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

/** The recap's period as the address has it: this month up to today unless `?from=&to=` (a `to` before `from` reads as `from`), and `&materialId=`. */
export function entryRecapQueryOf(search: { from?: string; to?: string; materialId?: string }, today: string): EntryRecapQuery {
  return { ...periodOf(search, today), ...(search.materialId ? { materialId: search.materialId } : {}) };
}
