import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementByDay, StatementByDayQuery } from '../../../../shared/contracts/sales/statement-by-day';
import { api } from '../../../shell/http';
import type { StatementSearch } from './sales-searches';
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

/**
 * The statement's day and branch as the URL keeps them (`?day=&branchId=`):
 * today in the shop's time zone, and the reader's own branch, else the first.
 */
export function statementQueryOf(
  search: StatementSearch,
  today: string,
  defaultBranchId: number | undefined,
): StatementByDayQuery | null {
  const branchId = search.branchId ?? (defaultBranchId === undefined ? undefined : String(defaultBranchId));
  if (!branchId) return null;
  return { day: search.day ?? today, branchId };
}
