import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Branch } from '../../../../shared/contracts/platform/branch';
import type { UpdateBranchBody } from '../../../../shared/contracts/platform/update-branch';
import { api } from '../../../shell/http';
import { branchesQueryKey } from './find-branches';

export interface UpdateBranchInput {
  id: number;
  body: UpdateBranchBody;
}

/** Also deactivates: `{ active: false }` (branches are never deleted). */
export function updateBranch({ id, body }: UpdateBranchInput): Promise<Branch> {
  return api.patch<Branch>(`/api/platform/branches/${id}`, body);
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesQueryKey }),
  });
}
