import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '../../../../shared/contracts/platform/create-user';
import type { UserAccount } from '../../../../shared/contracts/platform/user-account';
import { api } from '../../../shell/http';
import { staffQueryKey } from './find-staff';
import { usersQueryKey } from './find-users';

export function createUser(body: CreateUserBody): Promise<UserAccount> {
  return api.post<UserAccount>('/api/platform/users', body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      // The staff list shows who has an account.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey }),
      ]);
    },
  });
}
