import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JewelryReport, GetJewelryReportQuery } from '../../../../shared/contracts/reports/get-jewelry-report';
import { api } from '../../../shell/http';
import { reportsQueryKey } from './report-query-keys';

/** Jewelry stock and sales by category and material (GET /api/reports/jewelry). */
export const getJewelryReportQueryOptions = (query: GetJewelryReportQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'jewelry', query],
    queryFn: ({ signal }) => api.get<JewelryReport>('/api/reports/jewelry', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useJewelryReport(query: GetJewelryReportQuery) {
  return useQuery(getJewelryReportQueryOptions(query));
}
