import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../shared/contracts/reports/get-dashboard';
import { intlLocale, toDecimalString } from '../../../../shared/units';
import { ReportSection } from './report-frame';
import { useReportFormat } from './report-format';

/** Recharts asks for labels of empty axes and inactive tooltips too: only whole numbers are figures. */
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null);

/**
 * The dashboard's charts (a chunk of their own: the charting library is
 * heavy): sales and payments day by day this month and over twelve months,
 * and the loss of each month. Values stay integer cents and mg; only the
 * axis labels are rounded.
 */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const compact = new Intl.NumberFormat(intlLocale(format.locale), { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
  const usdTick = (value: unknown) => {
    const cents = whole(value);
    return cents === null ? '' : compact.format(toDecimalString(cents, 2));
  };
  const usd = (value: unknown) => {
    const cents = whole(value);
    return cents === null ? '' : format.usd(cents);
  };
  const grams = (value: unknown) => {
    const mg = whole(value);
    return mg === null ? '' : format.grams(mg);
  };
  const gramFormat = new Intl.NumberFormat(intlLocale(format.locale), { maximumFractionDigits: 2 });
  const gramTick = (value: unknown) => {
    const mg = whole(value);
    return mg === null ? '' : gramFormat.format(toDecimalString(mg, 3));
  };
  const moneySeries = [
    { name: 'salesCents', label: t('reports.dashboard.chart.sales'), color: 'gold.6' },
    { name: 'paymentsCents', label: t('reports.dashboard.chart.payments'), color: 'navy.5' },
  ];
  const daily = dashboard.dailySeries.map((day) => ({ ...day, label: format.count(Number(day.day.slice(8))) }));
  const monthly = dashboard.monthlySeries.map((month) => ({ ...month, label: format.shortMonth(month.month) }));

  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
      <ReportSection title={t('reports.dashboard.chart.daily')} testId="chart-daily">
        <BarChart
          h={240}
          data={daily}
          dataKey="label"
          series={moneySeries}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={usd}
          yAxisProps={{ width: 64, tickFormatter: usdTick }}
          gridAxis="x"
          aria-label={t('reports.dashboard.chart.daily')}
        />
      </ReportSection>
      <ReportSection title={t('reports.dashboard.chart.monthly')} testId="chart-monthly">
        <BarChart
          h={240}
          data={monthly}
          dataKey="label"
          series={moneySeries}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={usd}
          yAxisProps={{ width: 64, tickFormatter: usdTick }}
          gridAxis="x"
          aria-label={t('reports.dashboard.chart.monthly')}
        />
      </ReportSection>
      <ReportSection title={t('reports.dashboard.chart.loss')} note={t('reports.dashboard.chart.lossNote')} testId="chart-loss">
        <BarChart
          h={220}
          data={monthly}
          dataKey="label"
          series={[
            { name: 'lossMg', label: t('reports.dashboard.chart.lossWeight'), color: 'red.6' },
            { name: 'lossFineMg', label: t('reports.dashboard.chart.lossFine'), color: 'orange.4' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={grams}
          yAxisProps={{ width: 48, tickFormatter: gramTick }}
          gridAxis="x"
          aria-label={t('reports.dashboard.chart.loss')}
        />
      </ReportSection>
    </SimpleGrid>
  );
}
