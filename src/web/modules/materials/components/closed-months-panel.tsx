import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { addMonths } from '../../../../shared/shop-time';
import { formatMonth } from '../../../i18n/format';
import { intlLocaleOf, type AppLocale } from '../../../i18n/locale';
import { isApiError } from '../../../shell/http';
import { canAny, useMe } from '../../platform/api/get-me';
import { useClosePeriod, useReopenPeriod } from '../api/close-period';
import { useFindPeriods } from '../api/find-periods';
import { useUiLocale } from '../../../ui';

/** A YYYY-MM month in words ("October 2026", "តុលា 2026"): its middle day, so no zone moves it to a neighbour. */
const monthInWords = (month: string, locale: string) => formatMonth(`${month}-15T12:00:00Z`, intlLocaleOf(locale as AppLocale));

/**
 * The months of the books (DESIGN §5): which are closed, and for the owner
 * closing last month after the stock count, or reopening one with a reason.
 */
export function ClosedMonthsPanel() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { data: me } = useMe();
  const canRead = canAny(me, ['ledger.read']);
  const isOwner = canAny(me, ['ledger.periods']);
  const { data } = useFindPeriods(canRead);
  const close = useClosePeriod();
  const reopen = useReopenPeriod();
  const [reason, setReason] = useState('');
  const [reopening, setReopening] = useState<string | null>(null);
  const failure = close.error ?? reopen.error;
  if (!canRead || !data) return null;
  const lastMonth = addMonths(data.today.slice(0, 7), -1);
  const lastMonthClosed = data.items.some((p) => p.month === lastMonth && p.status === 'closed');

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            {t('materials.periods.title')}
          </Title>
          {isOwner && !lastMonthClosed && (
            <Button leftSection={<IconLock size={16} />} loading={close.isPending} onClick={() => close.mutate({ month: lastMonth, note: '' })}>
              {t('materials.periods.close', { month: monthInWords(lastMonth, locale) })}
            </Button>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {t('materials.periods.hint')}
        </Text>
        {failure && isApiError(failure) && !failure.hasFieldErrors && <Alert color="red">{failure.message}</Alert>}
        {data.items.length === 0 ? (
          <Text c="dimmed">{t('materials.periods.none')}</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {data.items.map((period) => (
                <Table.Tr key={period.month}>
                  <Table.Td>{monthInWords(period.month, locale)}</Table.Td>
                  <Table.Td>
                    <Badge color={period.status === 'closed' ? 'gray' : 'green'}>{t(`materials.periods.status.${period.status}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{period.status === 'closed' ? period.closedBy : period.reopenReason}</Table.Td>
                  <Table.Td>
                    {isOwner && period.status === 'closed' && reopening !== period.month && (
                      <Button size="xs" variant="default" leftSection={<IconLockOpen size={14} />} onClick={() => setReopening(period.month)}>
                        {t('materials.periods.reopen')}
                      </Button>
                    )}
                    {reopening === period.month && (
                      <Group gap="xs" align="flex-end">
                        <TextInput
                          size="xs"
                          label={t('materials.periods.reason')}
                          value={reason}
                          onChange={(event) => setReason(event.currentTarget.value)}
                          error={isApiError(reopen.error) ? reopen.error.fields?.reason : undefined}
                        />
                        <Button
                          size="xs"
                          loading={reopen.isPending}
                          onClick={() => reopen.mutate({ month: period.month, reason }, { onSuccess: () => { setReopening(null); setReason(''); } })}
                        >
                          {t('materials.periods.reopen')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
