import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Permission } from '../../shared/roles';
import type { MeResponse } from '../../shared/contracts/platform/session';
import { goToAuth } from './auth-url';
import { api } from './http';

/**
 * The session: who is signed in, and signing out. It is the shell's, not the
 * platform module's: the session gate, the navbar and the user menu read it
 * before any module's page loads, and the shell imports no module
 * (docs/architecture.md, "Boundaries, and why").
 */
export const meQueryKey = ['platform', 'me'] as const;

/** The signed-in user. A 401 is the caller's to handle (the session gate sends it to sign-in). */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => api.get<MeResponse>('/api/platform/me', { signal, on401: 'throw', silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** The web only hides what the server would refuse anyway. */
export function canAny(me: MeResponse | undefined, permissions: readonly Permission[] | undefined): boolean {
  if (!permissions || permissions.length === 0) return true;
  return me !== undefined && permissions.some((permission) => me.permissions.includes(permission));
}

function logout(): Promise<void> {
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
