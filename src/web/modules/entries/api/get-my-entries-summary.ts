import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyEntriesSummary, MyEntriesSummaryQuery } from '../../../../shared/contracts/entries/my-entries-summary';
import { api } from '../../../shell/http';
import { entriesQueryKey } from './find-entries';

/** The signed-in jeweller's own figures: metal held, open entries, the month's loss against the allowance (a home page may call it too). */
export const myEntriesSummaryQueryOptions = (query: MyEntriesSummaryQuery = {}) =>
  queryOptions({
    queryKey: [...entriesQueryKey, 'mine', 'summary', query],
    queryFn: ({ signal }) => api.get<MyEntriesSummary>('/api/entries/mine/summary', { query, signal }),
  });

export function useMyEntriesSummary(query: MyEntriesSummaryQuery = {}) {
  return useQuery(myEntriesSummaryQueryOptions(query));
}
