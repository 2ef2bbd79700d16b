import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindUsersQuery, FindUsersResponse } from '../../../../shared/contracts/platform/find-users';
import { api } from '../../../shell/http';

export const usersQueryKey = ['platform', 'users'] as const;

export const findUsersQueryOptions = (query: FindUsersQuery = {}) =>
  queryOptions({
    queryKey: [...usersQueryKey, query],
    queryFn: ({ signal }) => api.get<FindUsersResponse>('/api/platform/users', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindUsers(query: FindUsersQuery = {}) {
  return useQuery(findUsersQueryOptions(query));
}
