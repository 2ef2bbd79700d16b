import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '../../../../shared/contracts/platform/login';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { api } from '../../../shell/http';
import { meQueryKey } from './get-me';

export function login(body: LoginBody): Promise<MeResponse> {
  // The form shows the server's message itself; a 401 here is a wrong password.
  return api.post<MeResponse>('/api/platform/login', body, { on401: 'throw', silent: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
