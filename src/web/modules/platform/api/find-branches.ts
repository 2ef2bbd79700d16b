import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindBranchesQuery, FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
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

/**
 * The branch a page opens on for its reader: their own while it is open, else
 * the first open one; null before the list is in or when none is open. The
 * counter, its invoices and statement, a quotation, a buy-back, a stone lot
 * and a gem report all start there, and their loaders ask for its data.
 */
export function readersBranchOf(me: MeResponse | undefined, branches: FindBranchesResponse | undefined): number | null {
  const open = (branches?.items ?? []).filter((branch) => branch.active);
  return (open.find((branch) => branch.id === me?.user.branchId) ?? open[0])?.id ?? null;
}
