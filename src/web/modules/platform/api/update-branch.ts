import type { Branch } from '../../../../shared/contracts/platform/branch';
import type { UpdateBranchBody } from '../../../../shared/contracts/platform/update-branch';
import { branchesQueryKey } from './find-branches';
import { useRecordUpdate } from '../../../shell/record-update';

/** Also deactivates: `{ active: false }` (branches are never deleted). */
export function useUpdateBranch() {
  return useRecordUpdate<UpdateBranchBody, Branch>((id) => `/api/platform/branches/${id}`, branchesQueryKey);
}
