import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Branch } from '../../../../shared/contracts/platform/branch';
import type { CreateBranchBody } from '../../../../shared/contracts/platform/create-branch';
import { api } from '../../../shell/http';
import { branchesQueryKey } from './find-branches';

export function createBranch(body: CreateBranchBody): Promise<Branch> {
  return api.post<Branch>('/api/platform/branches', body);
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryKey }),
  });
}
