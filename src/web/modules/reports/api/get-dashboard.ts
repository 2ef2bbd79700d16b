import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard, GetDashboardQuery } from '../../../../shared/contracts/reports/get-dashboard';
import { api } from '../../../shell/http';
import { reportsQueryKey } from './report-query-keys';

/** The owner's day: metal position, the month's loss, production, sales and receivables, and the charts' series (GET /api/reports/dashboard). */
export const getDashboardQueryOptions = (query: GetDashboardQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'dashboard', query],
    queryFn: ({ signal }) => api.get<Dashboard>('/api/reports/dashboard', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useDashboard(query: GetDashboardQuery) {
  return useQuery(getDashboardQueryOptions(query));
}
