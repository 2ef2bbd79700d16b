import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { backupSettingsSchema, type BackupSettings } from '../../../../shared/contracts/platform/backups';
import { formatDateTime } from '../../../i18n/format';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { useUpdateBackupSettings } from '../api/update-backup-settings';
import { zodFieldErrors } from '../../../ui/record-form';

/** What the form starts with before the owner has saved anything: on, at 2 in the night, a week and a year. */
const firstSettings: BackupSettings = { folder: '', enabled: true, hour: 2, keepDaily: 7, keepMonthly: 12 };

const hours = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }));

/**
 * The owner's backup settings. The server writes a probe file in the folder
 * before it saves: a folder that is missing or refuses writes comes back as
 * the folder field's error, in words, and nothing is saved.
 */
export function BackupSettingsForm({ saved, nextRunAt }: { saved: BackupSettings | null; nextRunAt: string | null }) {
  const { t } = useTranslation();
  const update = useUpdateBackupSettings();
  const [draft, setDraft] = useState<BackupSettings>(saved ?? firstSettings);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (saved) setDraft(saved);
  }, [saved]);

  const parsed = backupSettingsSchema.safeParse(draft);
  const clientErrors = tried && !parsed.success ? zodFieldErrors(t, parsed.error, draft) : {};
  const errorOf = (field: keyof BackupSettings) => {
    const client = clientErrors[field];
    if (client && field === 'folder' && draft.folder.trim() !== '') return t('admin.backups.folderNotAbsolute');
    return serverErrors[field] ?? client;
  };
  const set = <K extends keyof BackupSettings>(field: K, value: BackupSettings[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors({});
  };
  const changed = saved === null || JSON.stringify(draft) !== JSON.stringify(saved);
  const save = async () => {
    setTried(true);
    if (!parsed.success) return;
    try {
      await update.mutateAsync(parsed.data);
      showSnackbar({ type: 'success', message: t('admin.common.saved') });
      setTried(false);
    } catch (error) {
      if (isApiError(error) && error.fields) setServerErrors({ ...error.fields });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('admin.backups.folder')}
          description={t('admin.backups.folderHint')}
          placeholder={t('admin.backups.folderPlaceholder')}
          value={draft.folder}
          onChange={(event) => set('folder', event.currentTarget.value)}
          error={errorOf('folder')}
          withAsterisk
          autoComplete="off"
          styles={{ input: { fontFamily: 'monospace' } }}
          data-testid="backup-folder"
        />
        <Switch
          label={t('admin.backups.enabled')}
          description={t('admin.backups.enabledHint')}
          checked={draft.enabled}
          onChange={(event) => set('enabled', event.currentTarget.checked)}
          data-testid="backup-enabled"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('admin.backups.hour')}
            description={t('admin.backups.hourHint')}
            data={hours}
            value={String(draft.hour)}
            onChange={(value) => value !== null && set('hour', Number(value))}
            allowDeselect={false}
            disabled={!draft.enabled}
            data-testid="backup-hour"
          />
          <NumberInput
            label={t('admin.backups.keepDaily')}
            description={t('admin.backups.keepDailyHint')}
            value={draft.keepDaily}
            onChange={(value) => set('keepDaily', typeof value === 'number' ? value : Number.NaN)}
            min={1}
            max={366}
            allowDecimal={false}
            allowNegative={false}
            error={errorOf('keepDaily')}
            data-testid="backup-keep-daily"
          />
          <NumberInput
            label={t('admin.backups.keepMonthly')}
            description={t('admin.backups.keepMonthlyHint')}
            value={draft.keepMonthly}
            onChange={(value) => set('keepMonthly', typeof value === 'number' ? value : Number.NaN)}
            min={0}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            error={errorOf('keepMonthly')}
            data-testid="backup-keep-monthly"
          />
        </SimpleGrid>
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed" data-testid="backup-next-run">
            {saved === null
              ? t('admin.backups.notSetUp')
              : nextRunAt
                ? t('admin.backups.nextRun', { time: formatDateTime(nextRunAt) })
                : t('admin.backups.dailyOff')}
          </Text>
          <Button type="submit" size="sm" disabled={!changed} loading={update.isPending} data-testid="backup-save">
            {t('admin.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
