import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Dashboard } from '../../../../shared/contracts/reports/get-dashboard';
import { formatDollarsCompact, intlLocale, toDecimalString } from '../../../../shared/units';
import { GroupedBarChart, type ChartSeries } from '../../../ui/charts';
import { ReportSection } from './report-frame';
import { useReportFormat } from './report-format';

/**
 * The dashboard's charts: sales and payments day by day this month and over
 * twelve months, and the loss of each month. Values stay integer cents and
 * mg; only the axis labels are rounded ("$2K", "1.5").
 */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const usdTick = (cents: number) => formatDollarsCompact(cents, format.locale);
  const gramFormat = new Intl.NumberFormat(intlLocale(format.locale), { maximumFractionDigits: 2 });
  const gramTick = (mg: number) => gramFormat.format(toDecimalString(mg, 3));
  const moneySeries: ChartSeries<'salesCents' | 'paymentsCents'>[] = [
    { key: 'salesCents', label: t('reports.dashboard.chart.sales'), color: 'gold.6' },
    { key: 'paymentsCents', label: t('reports.dashboard.chart.payments'), color: 'navy.5' },
  ];
  const lossSeries: ChartSeries<'lossMg' | 'lossFineMg'>[] = [
    { key: 'lossMg', label: t('reports.dashboard.chart.lossWeight'), color: 'red.6' },
    { key: 'lossFineMg', label: t('reports.dashboard.chart.lossFine'), color: 'orange.4' },
  ];
  const dayOfMonth = (day: { day: string }) => format.count(Number(day.day.slice(8)));
  const shortMonth = (month: { month: string }) => format.shortMonth(month.month);
  const longMonth = (month: { month: string }) => format.month(month.month);

  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
      <ReportSection title={t('reports.dashboard.chart.daily')} testId="chart-daily">
        <GroupedBarChart
          title={t('reports.dashboard.chart.daily')}
          data={dashboard.dailySeries}
          labelOf={dayOfMonth}
          titleOf={(day) => format.day(day.day)}
          heading={t('reports.filters.day')}
          series={moneySeries}
          formatValue={format.usd}
          formatTick={usdTick}
          height={210}
        />
      </ReportSection>
      <ReportSection title={t('reports.dashboard.chart.monthly')} testId="chart-monthly">
        <GroupedBarChart
          title={t('reports.dashboard.chart.monthly')}
          data={dashboard.monthlySeries}
          labelOf={shortMonth}
          titleOf={longMonth}
          heading={t('reports.filters.month')}
          series={moneySeries}
          formatValue={format.usd}
          formatTick={usdTick}
          height={210}
        />
      </ReportSection>
      <ReportSection title={t('reports.dashboard.chart.loss')} note={t('reports.dashboard.chart.lossNote')} testId="chart-loss">
        <GroupedBarChart
          title={t('reports.dashboard.chart.loss')}
          data={dashboard.monthlySeries}
          labelOf={shortMonth}
          titleOf={longMonth}
          heading={t('reports.filters.month')}
          series={lossSeries}
          formatValue={format.grams}
          formatTick={gramTick}
          height={190}
        />
      </ReportSection>
    </SimpleGrid>
  );
}
