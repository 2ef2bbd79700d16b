import { Button, Group, Loader, Paper, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCoin, IconPrinter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FindIncentivesQuery, StaffIncentive } from '../../../../shared/contracts/sales/incentive';
import { shopDayOf } from '../../../i18n/format';
import { SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindIncentives } from '../api/find-incentives';
import { IncentivePayDialog } from '../components/incentive-pay-dialog';
import { IncentiveRulesPanel } from '../components/incentive-rules-panel';
import { IncentiveSheet } from '../components/incentive-sheet';
import type { IncentiveSearch } from '../api/sales-searches';
import { SalesTabs } from '../components/sales-tabs';
import { sheetClasses } from '../components/statement-sheet';
import { PageTitle } from '../../../ui/page-title';

/** The period as the URL keeps it (`?from=&to=`): this month up to today unless told; a range the wrong way round ends where it starts. */
export function incentivePeriodOf(search: IncentiveSearch, today: string): FindIncentivesQuery {
  const from = search.from ?? `${today.slice(0, 8)}01`;
  const to = search.to ?? today;
  return { from, to: to < from ? from : to };
}

/** `/incentive`: per seller, what they sold and earned in a period and whether it was paid; the rules per jewelry category. */
export function IncentivePage() {
  const { t } = useTranslation();
  const route = getRouteApi('/incentive');
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const { data: me } = useMe();
  const canPay = canAny(me, ['sales.pricing']);
  const period = incentivePeriodOf(search, shopDayOf(new Date()));
  const { data, isFetching } = useFindIncentives(period);
  const [paying, setPaying] = useState<StaffIncentive | null>(null);
  const setPeriod = (next: Partial<FindIncentivesQuery>) => void navigate({ search: { ...period, ...next }, replace: true });

  const payButton = (row: StaffIncentive) =>
    row.incentiveCents > 0 ? (
      <Button size="compact-sm" color="teal" variant="light" leftSection={<IconCoin size={14} />} onClick={() => setPaying(row)} data-pay={row.staff.code}>
        {t('sales.incentives.pay')}
      </Button>
    ) : null;

  return (
    <Stack gap="lg">
      <SalesTabs />
      <Group justify="space-between" align="flex-end" className={sheetClasses.noPrint}>
        <PageTitle title={t('sales.incentives.title')} subtitle={t('sales.incentives.subtitle')} />
        <Group gap="md">
          <SheetLanguagePicker label={t('sales.incentives.sheetLanguage')} value={language} onChange={setLanguage} />
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!data}>
            {t('sales.incentives.print')}
          </Button>
        </Group>
      </Group>
      <Paper p="md" radius="lg" withBorder className={sheetClasses.noPrint}>
        <Group gap="md" align="flex-end">
          <DatePickerInput
            label={t('sales.incentives.from')}
            value={period.from}
            onChange={(value) => value && setPeriod({ from: String(value).slice(0, 10) })}
            maxDate={period.to}
            valueFormat="YYYY-MM-DD"
            w={{ base: '100%', xs: 180 }}
          />
          <DatePickerInput
            label={t('sales.incentives.to')}
            value={period.to}
            onChange={(value) => value && setPeriod({ to: String(value).slice(0, 10) })}
            minDate={period.from}
            valueFormat="YYYY-MM-DD"
            w={{ base: '100%', xs: 180 }}
          />
          {isFetching && <Loader size="sm" type="dots" mb={8} />}
        </Group>
      </Paper>
      {data && <IncentiveSheet incentives={data} language={language} t={sheetT} actionOf={canPay ? payButton : undefined} />}
      <IncentiveRulesPanel canEdit={canPay} className={sheetClasses.noPrint} />
      {canPay && <IncentivePayDialog row={paying} from={period.from} to={period.to} onClose={() => setPaying(null)} />}
    </Stack>
  );
}
