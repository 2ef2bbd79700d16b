import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementByDay, StatementByDayQuery } from '../../../../shared/contracts/sales/statement-by-day';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

/** Every payment changes it: under the sales prefix. */
export const statementQueryKey = [...salesQueryKey, 'statement-by-day'] as const;

/** A branch's cash book of one shop day, per method and currency. */
export const getStatementByDayQueryOptions = (query: StatementByDayQuery) =>
  queryOptions({
    queryKey: [...statementQueryKey, query],
    queryFn: ({ signal }) => api.get<StatementByDay>('/api/sales/statement-by-day', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useStatementByDay(query: StatementByDayQuery | null) {
  return useQuery({ ...getStatementByDayQueryOptions(query ?? { day: '', branchId: 0 }), enabled: query !== null });
}
