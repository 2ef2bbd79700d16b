import { Button, Loader, Stack } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FindIncentivesQuery, StaffIncentive } from '../../../../shared/contracts/sales/incentive';
import { periodOf } from '../../../../shared/shop-time';
import { shopDayOf } from '../../../i18n/format';
import { useSheetLanguage } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindIncentives } from '../api/find-incentives';
import { IncentivePayDialog } from '../components/incentive-pay-dialog';
import { IncentiveRulesPanel } from '../components/incentive-rules-panel';
import { IncentiveSheet } from '../components/incentive-sheet';
import type { IncentiveSearch } from '../api/sales-searches';
import { SalesTabs } from '../components/sales-tabs';
import { sheetClasses } from '../components/statement-sheet';
import { PeriodSheetHead, type PeriodSheetLabels } from '../../../ui/sheet-page-head';

/** The period as the URL keeps it (`?from=&to=`), read as every period page reads one (shared/shop-time.ts). */
export function incentivePeriodOf(search: IncentiveSearch, today: string): FindIncentivesQuery {
  return periodOf(search, today);
}

/** The incentives' head in the catalogue. */
const headLabels: PeriodSheetLabels = {
  title: 'sales.incentives.title',
  subtitle: 'sales.incentives.subtitle',
  language: 'sales.incentives.sheetLanguage',
  print: 'sales.incentives.print',
  from: 'sales.incentives.from',
  to: 'sales.incentives.to',
};

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
      <PeriodSheetHead labels={headLabels} language={language} onLanguage={setLanguage} ready={data !== undefined} from={period.from} to={period.to} onChange={setPeriod}>
        {isFetching && <Loader size="sm" type="dots" mb={8} />}
      </PeriodSheetHead>
      {data && <IncentiveSheet incentives={data} language={language} t={sheetT} actionOf={canPay ? payButton : undefined} />}
      <IncentiveRulesPanel canEdit={canPay} className={sheetClasses.noPrint} />
      {canPay && <IncentivePayDialog row={paying} from={period.from} to={period.to} onClose={() => setPaying(null)} />}
    </Stack>
  );
}
