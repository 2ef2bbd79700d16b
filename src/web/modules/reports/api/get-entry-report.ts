import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryReport, GetEntryReportQuery } from '../../../../shared/contracts/reports/get-entry-report';
import { api } from '../../../shell/http';
import { reportsQueryKey } from './report-query-keys';

/** The period's entries per jeweller, type of work and material (GET /api/reports/entry). */
export const getEntryReportQueryOptions = (query: GetEntryReportQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'entry', query],
    queryFn: ({ signal }) => api.get<EntryReport>('/api/reports/entry', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useEntryReport(query: GetEntryReportQuery) {
  return useQuery(getEntryReportQueryOptions(query));
}
