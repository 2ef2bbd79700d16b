import type { QueryClient } from '@tanstack/react-query';
import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { testQueryClient } from '../../../ui/render-for-test';
import { allBranchesQueryOptions } from './find-branches';
import { meQueryKey } from './get-me';

/**
 * A test's query client for a page a signed-in reader opens: the session and
 * every branch already answered, as the shell and the branch pickers ask for
 * them. Tests only.
 */
export function signedInQueryClient(me: MeResponse, branches: FindBranchesResponse): QueryClient {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  queryClient.setQueryData(allBranchesQueryOptions().queryKey, branches);
  return queryClient;
}
