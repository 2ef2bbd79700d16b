import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BackupCheckResult, BackupRecord } from '../../../../shared/contracts/platform/backups';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { showSnackbar } from '../../../shell/snackbar';
import { useBackUpNow } from '../api/back-up-now';
import { useCheckBackup } from '../api/check-backup';
import { useFindBackups } from '../api/find-backups';
import { canAny, useMe } from '../api/get-me';
import { BackupCheckReport } from '../components/backup-check-report';
import { BackupSettingsForm } from '../components/backup-settings-form';
import { PageTitle } from '../../../ui/page-title';

/** 1,234 bytes → "1.2 kB"; the drive's free space is read in the same units. */
function fileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${formatNumber(value, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

const fileName = (file: string) => file.split(/[\\/]/).pop() ?? file;

function BackupRow({ record, checking, onCheck }: { record: BackupRecord; checking: boolean; onCheck: () => void }) {
  const { t } = useTranslation();
  const ok = record.state === 'ok';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="backup-row" data-state={record.state}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {formatDateTime(record.finishedAt)}
            </Text>
            <Badge variant="light" color={ok ? 'teal' : 'red'} radius="sm">
              {ok ? t('admin.backups.state.ok') : t('admin.backups.state.failed')}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm">
              {t(`admin.backups.kind.${record.kind}`)}
            </Badge>
          </Group>
          {ok && record.file && record.sizeBytes !== null ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('admin.backups.rowSummary', { size: fileSize(record.sizeBytes), rows: formatNumber(record.rowCount ?? 0), file: fileName(record.file) })}
            </Text>
          ) : (
            <>
              <Text size="sm" c="red.8">
                {t(`admin.backups.failure.${record.failureCode ?? 'other'}`)}
              </Text>
              {record.failureDetail && (
                <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {record.failureDetail}
                </Text>
              )}
            </>
          )}
        </Stack>
        {ok && (
          <Button size="xs" variant="light" leftSection={<IconShieldCheck size={16} />} loading={checking} onClick={onCheck} data-testid="backup-check">
            {t('admin.backups.check.button')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * `/setting/backup` (issue 23 §4), the owner's: where and when the daily
 * backup goes, "back up now", the backups made, and "check a backup", which
 * restores one into a scratch database on the server and compares it.
 */
export function BackupsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const allowed = canAny(me, ['platform.settings']);
  const { data } = useFindBackups(allowed);
  const backUp = useBackUpNow();
  const check = useCheckBackup();
  const [checked, setChecked] = useState<BackupCheckResult | null>(null);

  const runBackup = async () => {
    const record = await backUp.mutateAsync();
    if (record.state === 'ok') showSnackbar({ type: 'success', message: t('admin.backups.made') });
    else showSnackbar({ type: 'error', message: t(`admin.backups.failure.${record.failureCode ?? 'other'}`) });
  };
  const runCheck = async (id: number) => {
    setChecked(null);
    setChecked(await check.mutateAsync(id));
  };

  const heading = (
    <PageTitle title={t('admin.backups.title')} subtitle={t('admin.backups.subtitle')} />
  );
  if (me && !allowed) {
    return (
      <Stack gap="lg">
        {heading}
        <Text data-testid="backups-owner-only">{t('admin.backups.ownerOnly')}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('admin.backups.settingsTitle')}
          </Title>
          {data ? <BackupSettingsForm saved={data.settings} nextRunAt={data.nextRunAt} /> : <Skeleton h={220} />}
        </Stack>
      </Paper>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} fz="lg">
              {t('admin.backups.listTitle')}
            </Title>
            <Button
              leftSection={<IconDatabaseExport size={18} />}
              onClick={() => void runBackup().catch(() => undefined)}
              loading={backUp.isPending || data?.running}
              disabled={!data?.settings}
              data-testid="backup-now"
            >
              {t('admin.backups.backUpNow')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('admin.backups.checkHint')}
          </Text>
          {checked && <BackupCheckReport result={checked} />}
          {!data ? (
            <Skeleton h={120} />
          ) : data.items.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="backups-empty">
              {t('admin.backups.empty')}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="backup-list">
              {data.items.map((record) => (
                <BackupRow
                  key={record.id}
                  record={record}
                  checking={check.isPending && check.variables === record.id}
                  onCheck={() => void runCheck(record.id).catch(() => undefined)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
