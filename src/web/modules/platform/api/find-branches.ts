import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindBranchesQuery, FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import { api } from '../../../shell/http';

export const branchesQueryKey = ['platform', 'branches'] as const;

export const findBranchesQueryOptions = (query: FindBranchesQuery = {}) =>
  queryOptions({
    queryKey: [...branchesQueryKey, query],
    queryFn: ({ signal }) => api.get<FindBranchesResponse>('/api/platform/branches', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindBranches(query: FindBranchesQuery = {}) {
  return useQuery(findBranchesQueryOptions(query));
}

/** Every branch (a shop has a handful), for pickers and for naming branches in lists; a page's loader asks for the same. */
export const allBranchesQueryOptions = () => ({ ...findBranchesQueryOptions({ pageSize: 200 }), staleTime: 5 * 60_000 });

export function useAllBranches() {
  return useQuery(allBranchesQueryOptions());
}
