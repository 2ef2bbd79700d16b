import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffReport, GetStaffReportQuery } from '../../../../shared/contracts/reports/get-staff-report';
import { api } from '../../../shell/http';
import { reportsQueryKey } from './report-query-keys';

/** Each staff member's output and loss at the bench, at casting and at the counter (GET /api/reports/staff). */
export const getStaffReportQueryOptions = (query: GetStaffReportQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'staff', query],
    queryFn: ({ signal }) => api.get<StaffReport>('/api/reports/staff', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useStaffReport(query: GetStaffReportQuery) {
  return useQuery(getStaffReportQueryOptions(query));
}
