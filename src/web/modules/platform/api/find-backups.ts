import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindBackupsResponse } from '../../../../shared/contracts/platform/backups';
import { api } from '../../../shell/http';

/** Every backup query: a save, a backup or a check refreshes them all (the home card too). */
export const backupsQueryKey = ['platform', 'backups'] as const;

/** The owner's settings, the next daily run and the backups made, newest first. */
export const findBackupsQueryOptions = () =>
  queryOptions({
    queryKey: [...backupsQueryKey, 'list'] as const,
    queryFn: ({ signal }) => api.get<FindBackupsResponse>('/api/platform/backups', { signal }),
    staleTime: 0,
  });

/** `enabled: false` for a reader who is not the owner: the server would refuse it. */
export function useFindBackups(enabled = true) {
  return useQuery({ ...findBackupsQueryOptions(), enabled });
}
