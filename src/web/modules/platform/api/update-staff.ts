import type { StaffMember } from '../../../../shared/contracts/platform/staff-member';
import type { UpdateStaffBody } from '../../../../shared/contracts/platform/update-staff';
import { staffQueryKey } from './find-staff';
import { useRecordUpdate } from '../../../shell/record-update';

/** Also deactivates: `{ active: false }`. */
export function useUpdateStaffMember() {
  return useRecordUpdate<UpdateStaffBody, StaffMember>((id) => `/api/platform/staff/${id}`, staffQueryKey);
}
