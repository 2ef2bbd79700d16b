import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindStaffNamesQuery, FindStaffNamesResponse } from '../../../../shared/contracts/platform/find-staff-names';
import { api } from '../../../shell/http';
import { staffQueryKey } from './find-staff';

/** Staff names for a picker, open to every role (no phone numbers); under the staff key so a staff change refreshes it. */
export const findStaffNamesQueryOptions = (query: FindStaffNamesQuery = {}) =>
  queryOptions({
    queryKey: [...staffQueryKey, 'names', query],
    queryFn: ({ signal }) => api.get<FindStaffNamesResponse>('/api/platform/staff/names', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindStaffNames(query: FindStaffNamesQuery = {}) {
  return useQuery(findStaffNamesQueryOptions(query));
}
