import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LossReport, GetLossReportQuery } from '../../../../shared/contracts/reports/get-loss-report';
import { api } from '../../../shell/http';
import { reportsQueryKey } from './report-query-keys';

/** The period's loss by jeweller, category, month and source, against the allowance (GET /api/reports/loss). */
export const getLossReportQueryOptions = (query: GetLossReportQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'loss', query],
    queryFn: ({ signal }) => api.get<LossReport>('/api/reports/loss', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useLossReport(query: GetLossReportQuery) {
  return useQuery(getLossReportQueryOptions(query));
}
