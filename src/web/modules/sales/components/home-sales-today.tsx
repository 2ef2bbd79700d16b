import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { SalesHomeFigures } from '../../../../shared/contracts/sales/get-sales-home-figures';
import { formatMoney } from '../../../../shared/units';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { HomeFigureCard, HomeFigureNumber } from '../../../ui/home-figure-card';
import { useSalesHomeFigures } from '../api/get-sales-home-figures';

/** What the day's payments put in the drawers, per currency, dollars first. */
export function TakingsLines({ figures }: { figures: SalesHomeFigures }) {
  const locale = useUiLocale();
  return (
    <Group gap="md" wrap="wrap">
      {figures.takings.map((taking) => (
        <Text key={taking.currency} fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={`takings-${taking.currency}`}>
          {formatMoney(taking.amountMinor, taking.currency, locale)}
        </Text>
      ))}
    </Group>
  );
}

/** The owner's: today's invoices and their total, and what was taken in per currency. */
export function HomeSalesToday() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const figures = useSalesHomeFigures();
  return (
    <HomeFigureCard href="/statement_by_day" title={t('home.figures.salesToday')} icon={IconReportMoney} testId="sales-today">
      {figures.data ? (
        <Stack gap={6}>
          <HomeFigureNumber testId="sales-today-total">{formatMoney(figures.data.salesCents, 'USD', locale)}</HomeFigureNumber>
          <Text fz="sm" c="dimmed">
            {t('home.figures.invoiceCount', { count: figures.data.invoiceCount })}
          </Text>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
            {t('home.figures.takenIn')}
          </Text>
          <TakingsLines figures={figures.data} />
        </Stack>
      ) : (
        <Skeleton h={96} />
      )}
    </HomeFigureCard>
  );
}
