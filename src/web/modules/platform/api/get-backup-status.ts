import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '../../../../shared/contracts/platform/backups';
import { api } from '../../../shell/http';
import { backupsQueryKey } from './find-backups';

/** The owner's home card: the last good backup and whether to warn. */
export const getBackupStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...backupsQueryKey, 'status'] as const,
    queryFn: ({ signal }) => api.get<BackupStatus>('/api/platform/backups/status', { signal }),
  });

export function useBackupStatus() {
  return useQuery(getBackupStatusQueryOptions());
}
