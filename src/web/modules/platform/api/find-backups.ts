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
    // The list the page opened with (drawn by the server, or loaded with the page) is taken as it
    // is, rather than read again the moment the page is taken over; a page opened later reads it
    // again, and a save, a backup or a check refreshes it (backupsQueryKey).
    staleTime: 10_000,
  });

/** `enabled: false` for a reader who is not the owner: the server would refuse it. */
export function useFindBackups(enabled = true) {
  return useQuery({ ...findBackupsQueryOptions(), enabled });
}
