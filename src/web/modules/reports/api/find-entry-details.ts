import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryDetails, FindEntryDetailsQuery } from '../../../../shared/contracts/reports/find-entry-details';
import { api } from '../../../shell/http';
import { reportsQueryKey } from './report-query-keys';

/** A page of the period's entries one by one, with the filter's totals (GET /api/reports/entry-detail). */
export const findEntryDetailsQueryOptions = (query: FindEntryDetailsQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'entry-detail', query],
    queryFn: ({ signal }) => api.get<EntryDetails>('/api/reports/entry-detail', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindEntryDetails(query: FindEntryDetailsQuery) {
  return useQuery(findEntryDetailsQueryOptions(query));
}
