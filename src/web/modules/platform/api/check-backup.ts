import { useMutation } from '@tanstack/react-query';
import type { BackupCheckResult } from '../../../../shared/contracts/platform/backups';
import { api } from '../../../shell/http';

/** Restores a backup into a scratch database on the server and compares it with what it recorded. */
export function checkBackup(id: number): Promise<BackupCheckResult> {
  return api.post<BackupCheckResult>(`/api/platform/backups/${id}/check`);
}

export function useCheckBackup() {
  return useMutation({ mutationFn: checkBackup });
}
