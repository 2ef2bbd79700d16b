import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '../../../../shared/roles';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { api } from '../../../shell/http';

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
