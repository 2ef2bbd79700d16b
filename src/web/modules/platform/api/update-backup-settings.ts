import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupSettings, UpdateBackupSettingsBody } from '../../../../shared/contracts/platform/backups';
import { api } from '../../../shell/http';
import { backupsQueryKey } from './find-backups';

export function updateBackupSettings(body: UpdateBackupSettingsBody): Promise<BackupSettings> {
  return api.put<BackupSettings>('/api/platform/backups/settings', body);
}

export function useUpdateBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBackupSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  });
}
