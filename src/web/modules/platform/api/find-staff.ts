import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindStaffQuery, FindStaffResponse } from '../../../../shared/contracts/platform/find-staff';
import { api } from '../../../shell/http';

export const staffQueryKey = ['platform', 'staff'] as const;

/** Staff, or with `kind: 'designer'` the designers. */
export const findStaffQueryOptions = (query: FindStaffQuery = {}) =>
  queryOptions({
    queryKey: [...staffQueryKey, query],
    queryFn: ({ signal }) => api.get<FindStaffResponse>('/api/platform/staff', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindStaff(query: FindStaffQuery = {}) {
  return useQuery(findStaffQueryOptions(query));
}
