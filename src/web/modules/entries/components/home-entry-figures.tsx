import { Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecklist, IconClipboardList, IconTrendingDown } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryHomeFigures } from '../../../../shared/contracts/entries/get-entry-home-figures';
import { formatCambodian, formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { canAny, useMe } from '../../platform/api/get-me';
import { HomeFigureCard, HomeFigureNumber } from '../../../ui/home-figure-card';
import { useEntryHomeFigures } from '../api/get-entry-home-figures';

const waitingHref = '/entry/list?state=waiting_accept';

function useWeightText(): (mg: number) => string {
  const locale = useUiLocale();
  return (mg) => `${formatGrams(mg, locale)} (${formatCambodian(mg, locale)})`;
}

/** The manager's: closed entries waiting for acceptance (the queue), and how many of them are over their allowance. */
export function HomeEntriesWaiting() {
  const { t } = useTranslation();
  const figures = useEntryHomeFigures();
  const data = figures.data;
  return (
    <HomeFigureCard
      href={waitingHref}
      title={t('home.figures.entriesWaiting')}
      icon={IconChecklist}
      testId="entries-waiting"
      hint={data && data.waitingOverAllowanceCount > 0 ? t('home.figures.entriesWaitingHint', { count: data.waitingOverAllowanceCount }) : undefined}
    >
      {data ? <HomeFigureNumber testId="entries-waiting-count">{data.waitingAcceptCount}</HomeFigureNumber> : <Skeleton h={36} />}
    </HomeFigureCard>
  );
}

/** The owner's: entries closed over their allowance and waiting for the owner's acceptance (DESIGN §3.5). */
export function HomeEntriesOverAllowance() {
  const { t } = useTranslation();
  const figures = useEntryHomeFigures();
  const data = figures.data;
  return (
    <HomeFigureCard
      href={waitingHref}
      title={t('home.figures.overAllowance')}
      icon={IconAlertTriangle}
      tone={data && data.waitingOverAllowanceCount > 0 ? 'alert' : 'calm'}
      testId="entries-over-allowance"
      hint={data ? t('home.figures.overAllowanceHint', { count: data.monthOverAllowanceCount }) : undefined}
    >
      {data ? <HomeFigureNumber testId="entries-over-allowance-count">{data.waitingOverAllowanceCount}</HomeFigureNumber> : <Skeleton h={36} />}
    </HomeFigureCard>
  );
}

/** The loss of the entries closed this month against what their categories allow, as a bar. */
function LossAgainstAllowance({ data }: { data: EntryHomeFigures }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const weight = useWeightText();
  if (data.monthClosedCount === 0) {
    return (
      <Text c="dimmed" fz="sm" py="xs">
        {t('home.figures.lossNone')}
      </Text>
    );
  }
  const over = data.monthLossMg > data.monthAllowedLossMg;
  const percent = data.monthAllowedLossMg > 0 ? Math.min(100, Math.round((Math.max(0, data.monthLossMg) * 100) / data.monthAllowedLossMg)) : 100;
  return (
    <Stack gap={6}>
      <HomeFigureNumber testId="loss-month-weight">{formatGrams(data.monthLossMg, locale)}</HomeFigureNumber>
      <Progress value={percent} color={over ? 'red' : 'teal'} size="md" radius="xl" aria-hidden />
      <Text fz="sm" c={over ? 'red.8' : 'dimmed'} fw={over ? 600 : 400}>
        {over ? t('home.figures.lossOver', { weight: weight(data.monthLossMg - data.monthAllowedLossMg) }) : t('home.figures.lossAllowed', { weight: weight(data.monthAllowedLossMg) })}
      </Text>
    </Stack>
  );
}

/** This month's loss against the allowance: the owner's over every bench (the loss report), a jeweller's over their own entries. */
export function HomeLossThisMonth() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const figures = useEntryHomeFigures();
  const data = figures.data;
  const href = canAny(me, ['reports.read']) ? '/report/loss' : `/entry_jeweller${data ? `?month=${data.month}` : ''}`;
  return (
    <HomeFigureCard
      href={href}
      title={t('home.figures.lossMonth')}
      icon={IconTrendingDown}
      tone={data && data.monthLossMg > data.monthAllowedLossMg ? 'alert' : 'calm'}
      testId="loss-month"
    >
      {data ? <LossAgainstAllowance data={data} /> : <Skeleton h={64} />}
    </HomeFigureCard>
  );
}

/** A jeweller's: their entries still on the bench, and the metal issued on them. */
export function HomeOpenEntries() {
  const { t } = useTranslation();
  const weight = useWeightText();
  const figures = useEntryHomeFigures();
  const data = figures.data;
  return (
    <HomeFigureCard
      href="/entry_jeweller"
      title={t('home.figures.openEntries')}
      icon={IconClipboardList}
      testId="open-entries"
      hint={data && data.openCount > 0 ? t('home.figures.openEntriesHint', { weight: weight(data.openIssuedMg) }) : undefined}
    >
      {data ? <HomeFigureNumber testId="open-entries-count">{data.openCount}</HomeFigureNumber> : <Skeleton h={36} />}
    </HomeFigureCard>
  );
}
