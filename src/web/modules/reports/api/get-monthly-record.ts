import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyRecord, GetMonthlyRecordQuery } from '../../../../shared/contracts/reports/get-monthly-record';
import { api } from '../../../shell/http';
import { reportsQueryKey } from './report-query-keys';

/** The month's closing figures: metal per holder and material, sales and payments (GET /api/reports/monthly-record). */
export const getMonthlyRecordQueryOptions = (query: GetMonthlyRecordQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'monthly-record', query],
    queryFn: ({ signal }) => api.get<MonthlyRecord>('/api/reports/monthly-record', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useMonthlyRecord(query: GetMonthlyRecordQuery) {
  return useQuery(getMonthlyRecordQueryOptions(query));
}
