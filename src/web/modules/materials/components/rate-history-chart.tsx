import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { MaterialRate } from '../../../../shared/contracts/materials/material';
import { formatMoney } from '../../../../shared/units';
import { formatDate, formatDateTime, formatTime } from '../../../i18n/format';
import { useUiLocale } from '../../../ui';

export interface RateHistoryChartProps {
  /** One material's rates, in any order. */
  history: readonly MaterialRate[];
  /** Pixels. */
  height?: number;
}

/**
 * Ask and bid per chi over time. A rate holds until the next one, hence steps
 * (after each point) on a true time axis. Values stay integer cents.
 */
export function RateHistoryChart({ history, height = 260 }: RateHistoryChartProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const data = [...history]
    .map((rate) => ({ at: Date.parse(rate.effectiveAt), ask: rate.askCentsPerChi, bid: rate.bidCentsPerChi }))
    .sort((a, b) => a.at - b.at);
  // Axis ticks between data points may fall between cents: rounded for the label only.
  // Within a day the axis tells hours apart, otherwise days.
  const spanMs = data.length > 1 ? data[data.length - 1]!.at - data[0]!.at : 0;
  const tickFormat = spanMs < 24 * 3_600_000 ? formatTime : formatDate;
  const money = (cents: number) => formatMoney(Math.round(cents), 'USD', locale);
  // Recharts also asks for labels of an inactive tooltip (undefined) and of empty axes.
  const when = (at: unknown, format: (instant: number) => string) => (Number.isFinite(Number(at)) && at !== null && at !== '' ? format(Number(at)) : '');

  return (
    <LineChart
      h={height}
      data={data}
      dataKey="at"
      series={[
        { name: 'ask', label: t('materials.rates.ask'), color: 'yellow.7' },
        { name: 'bid', label: t('materials.rates.bid'), color: 'teal.6' },
      ]}
      curveType="stepAfter"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={money}
      yAxisProps={{ width: 80, domain: ['auto', 'auto'] }}
      xAxisProps={{
        type: 'number',
        scale: 'time',
        domain: ['dataMin', 'dataMax'],
        tickFormatter: (at: number) => when(at, tickFormat),
        minTickGap: 24,
      }}
      tooltipProps={{ labelFormatter: (at) => when(at, formatDateTime) }}
      gridAxis="xy"
      aria-label={t('materials.rates.chartTitle')}
    />
  );
}
