import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CastReport, GetCastReportQuery } from '../../../../shared/contracts/reports/get-cast-report';
import { api } from '../../../shell/http';
import { reportsQueryKey } from './report-query-keys';

/** A page of the period's casts with the totals per caster and per material (GET /api/reports/cast). */
export const getCastReportQueryOptions = (query: GetCastReportQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'cast', query],
    queryFn: ({ signal }) => api.get<CastReport>('/api/reports/cast', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useCastReport(query: GetCastReportQuery) {
  return useQuery(getCastReportQueryOptions(query));
}
