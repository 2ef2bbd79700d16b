import { Skeleton, Text } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTime } from '../../../i18n/format';
import { useBackupStatus } from '../api/get-backup-status';
import { HomeFigureCard } from '../../../ui/home-figure-card';

/** The owner's: when the last good backup was made, red with the reason when it is more than a day old or the last one failed. */
export function HomeLastBackup() {
  const { t } = useTranslation();
  const { data } = useBackupStatus();
  const warning = data?.warning ?? 'none';
  return (
    <HomeFigureCard
      href="/setting/backup"
      title={t('home.figures.lastBackup')}
      icon={IconDatabaseExport}
      tone={warning === 'none' ? 'calm' : 'alert'}
      testId="last-backup"
      hint={data ? (warning === 'none' ? t('home.figures.lastBackupFine') : t(`home.figures.lastBackupWarning.${warning}`)) : undefined}
    >
      {data ? (
        <Text fz={20} fw={700} lh={1.3} data-testid="last-backup-time" data-warning={warning}>
          {data.lastOkAt ? formatDateTime(data.lastOkAt) : t('home.figures.lastBackupNone')}
        </Text>
      ) : (
        <Skeleton h={30} />
      )}
    </HomeFigureCard>
  );
}
