import { useMutation } from '@tanstack/react-query';
import { restoreBackupField, type SetupRestoreResult } from '../../../../shared/contracts/setup/setup';
import { api } from '../../../shell/http';

/** The shop's last backup put back into this fresh install, instead of a new setup. */
export function restoreBackup(file: File): Promise<SetupRestoreResult> {
  const form = new FormData();
  form.append(restoreBackupField, file, file.name);
  return api.post<SetupRestoreResult>('/api/setup/restore', form, { silent: true });
}

export function useRestoreBackup() {
  return useMutation({ mutationFn: restoreBackup });
}
