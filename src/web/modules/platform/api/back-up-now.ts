import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupRecord } from '../../../../shared/contracts/platform/backups';
import { api } from '../../../shell/http';
import { backupsQueryKey } from './find-backups';

/** One backup now: the record, ok or failed (a failure is a record too, not an error). */
export function backUpNow(): Promise<BackupRecord> {
  return api.post<BackupRecord>('/api/platform/backups');
}

export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: backUpNow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
