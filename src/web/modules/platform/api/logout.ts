import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goToAuth } from '../../../shell/auth-url';
import { api } from '../../../shell/http';

export function logout(): Promise<void> {
  return api.post<void>('/api/platform/logout', undefined, { on401: 'throw' });
}

/** Signs out, forgets every cached answer and leaves through the sign-in address. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      queryClient.clear();
      goToAuth();
    },
  });
}
