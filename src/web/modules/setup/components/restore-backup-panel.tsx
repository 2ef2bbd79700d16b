import { Alert, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArchive, IconCheck, IconLogin } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../i18n/format';
import { isApiError } from '../../../shell/http';
import { BackupCheckReport } from '../../platform';
import { useRestoreBackup } from '../api/restore-backup';

/**
 * "Restore a backup" on `/setup` (issue 23 §4): the shop moving Atelier to a
 * new computer puts its last backup back instead of setting up anew. The
 * answer says when the backup was taken, which owner accounts sign in, and
 * the restored data checked against what the backup recorded.
 */
export function RestoreBackupPanel({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const result = restore.data;
  const refusal = restore.error && isApiError(restore.error) ? restore.error.message : restore.error ? t('errors.requestFailed') : null;

  if (result) {
    return (
      <Stack gap="md" data-testid="restore-done">
        <Alert color="green" icon={<IconCheck size={18} />} title={t('setup.restore.doneTitle')}>
          <Stack gap={4}>
            <Text size="sm">{t('setup.restore.doneBody', { takenAt: formatDateTime(result.backupTakenAt) })}</Text>
            {result.owners.length > 0 && <Text size="sm">{t('setup.restore.owners', { names: result.owners.join(', ') })}</Text>}
          </Stack>
        </Alert>
        <BackupCheckReport result={result.check} />
        <Group>
          {/* A full load: the server now serves the shop, not the setup. */}
          <Button component="a" href="/login" leftSection={<IconLogin size={16} />} data-testid="restore-sign-in">
            {t('setup.restore.signIn')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="restore-panel">
      <Title order={2} fz={20}>
        {t('setup.restore.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('setup.restore.intro')}
      </Text>
      <FileInput
        label={t('setup.restore.file')}
        placeholder={t('setup.restore.filePlaceholder')}
        accept=".gz,application/gzip"
        leftSection={<IconArchive size={18} />}
        value={file}
        clearable
        onChange={(next) => {
          setFile(next);
          restore.reset();
        }}
        disabled={restore.isPending}
        data-testid="restore-file"
      />
      {restore.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('setup.restore.running')}
        </Text>
      )}
      {refusal && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" data-testid="restore-refused">
          {refusal}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onCancel} disabled={restore.isPending}>
          {t('setup.restore.cancel')}
        </Button>
        <Button onClick={() => file && restore.mutate(file)} disabled={!file} loading={restore.isPending} data-testid="restore-submit">
          {t('setup.restore.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
