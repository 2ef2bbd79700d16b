import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BackupCheckResult } from '../../../../shared/contracts/platform/backups';
import { formatGrams } from '../../../../shared/units';
import { formatNumber } from '../../../i18n/format';
import { useUiLocale } from '../../../ui';

/** "Check a backup"'s answer in words: good, or what differs from what the backup recorded. */
export function BackupCheckReport({ result }: { result: BackupCheckResult }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const grams = (mg: number) => formatGrams(mg, locale);
  if (result.unreadable) {
    return (
      <Alert color="red" radius="md" icon={<IconAlertTriangle size={20} />} title={t('admin.backups.check.failedTitle')} data-testid="backup-check-result" data-ok="false">
        <Stack gap={4}>
          <Text size="sm">{t(`admin.backups.check.unreadable.${result.unreadable}`)}</Text>
          {result.unreadableDetail && (
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {result.unreadableDetail}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  if (result.ok) {
    return (
      <Alert color="teal" radius="md" icon={<IconCircleCheck size={20} />} title={t('admin.backups.check.okTitle')} data-testid="backup-check-result" data-ok="true">
        <Text size="sm">
          {result.totalsNotRecorded
            ? t('admin.backups.check.okRowsOnly', { rows: formatNumber(result.rowsRestored) })
            : t('admin.backups.check.okBody', {
                rows: formatNumber(result.rowsRestored),
                tables: formatNumber(result.tablesCompared),
                balances: formatNumber(result.ledgerTotalsCompared),
                seconds: formatNumber(result.seconds),
              })}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" radius="md" icon={<IconAlertTriangle size={20} />} title={t('admin.backups.check.failedTitle')} data-testid="backup-check-result" data-ok="false">
      <Stack gap={6}>
        <Text size="sm">{t('admin.backups.check.differs', { count: result.differences.length })}</Text>
        <List size="sm" spacing={4}>
          {result.differences.slice(0, 20).map((d) =>
            d.kind === 'tableRows' ? (
              <List.Item key={`t-${d.table}`}>
                {t('admin.backups.check.tableRows', { table: d.table, recorded: formatNumber(d.recorded), restored: formatNumber(d.restored) })}
              </List.Item>
            ) : (
              <List.Item key={`l-${d.holderId}-${d.materialId}`}>
                {t('admin.backups.check.ledgerTotal', { holder: d.holder, material: d.material, recorded: grams(d.recordedMg), restored: grams(d.restoredMg) })}
              </List.Item>
            ),
          )}
        </List>
        <Text size="sm">{t('admin.backups.check.differsAdvice')}</Text>
      </Stack>
    </Alert>
  );
}
