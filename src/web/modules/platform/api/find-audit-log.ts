import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindAuditLogQuery, FindAuditLogResponse } from '../../../../shared/contracts/platform/find-audit-log';
import { api } from '../../../shell/http';

export const auditLogQueryKey = ['platform', 'audit-log'] as const;

/** Newest first; owner only. */
export const findAuditLogQueryOptions = (query: FindAuditLogQuery = {}) =>
  queryOptions({
    queryKey: [...auditLogQueryKey, query],
    queryFn: ({ signal }) => api.get<FindAuditLogResponse>('/api/platform/audit-log', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useFindAuditLog(query: FindAuditLogQuery = {}) {
  return useQuery(findAuditLogQueryOptions(query));
}
