import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '../../../../shared/contracts/platform/staff-member';
import type { UpdateStaffBody } from '../../../../shared/contracts/platform/update-staff';
import { api } from '../../../shell/http';
import { staffQueryKey } from './find-staff';

export interface UpdateStaffInput {
  id: number;
  body: UpdateStaffBody;
}

/** Also deactivates: `{ active: false }`. */
export function updateStaffMember({ id, body }: UpdateStaffInput): Promise<StaffMember> {
  return api.patch<StaffMember>(`/api/platform/staff/${id}`, body);
}

export function useUpdateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
