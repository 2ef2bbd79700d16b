import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffBody } from '../../../../shared/contracts/platform/create-staff';
import type { StaffMember } from '../../../../shared/contracts/platform/staff-member';
import { api } from '../../../shell/http';
import { staffQueryKey } from './find-staff';

export function createStaffMember(body: CreateStaffBody): Promise<StaffMember> {
  return api.post<StaffMember>('/api/platform/staff', body);
}

export function useCreateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
