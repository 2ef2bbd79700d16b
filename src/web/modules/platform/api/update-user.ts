import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '../../../../shared/contracts/platform/update-user';
import type { UserAccount } from '../../../../shared/contracts/platform/user-account';
import { api } from '../../../shell/http';
import { staffQueryKey } from './find-staff';
import { usersQueryKey } from './find-users';
import { meQueryKey } from './get-me';

export interface UpdateUserInput {
  id: number;
  body: UpdateUserBody;
}

/** Role, activity, password reset (null: QR sign-in only), links to staff and branch. */
export function updateUser({ id, body }: UpdateUserInput): Promise<UserAccount> {
  return api.patch<UserAccount>(`/api/platform/users/${id}`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey }),
        // One's own name or role may have changed.
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
