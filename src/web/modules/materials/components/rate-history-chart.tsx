import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialRate } from '../../../../shared/contracts/materials/material';
import { formatMoney, intlLocale } from '../../../../shared/units';
import { formatDate, formatDateTime, formatTime } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { StepLineChart, type ChartSeries } from '../../../ui/charts';

export interface RateHistoryChartProps {
  /** One material's rates, in any order. */
  history: readonly MaterialRate[];
  /** Pixels. */
  height?: number;
}

const dayMs = 24 * 3_600_000;

/**
 * Ask and bid per chi over time. A rate holds until the next one, hence steps
 * (after each point) on a true time axis. Values stay integer cents.
 */
export function RateHistoryChart({ history, height = 240 }: RateHistoryChartProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const intl = intlLocale(locale) as IntlLocale;
  const points = history.map((rate) => ({ at: Date.parse(rate.effectiveAt), ask: rate.askCentsPerChi, bid: rate.bidCentsPerChi }));
  const times = points.map((point) => point.at);
  // Within a day the axis tells hours apart, otherwise days.
  const tickFormat = Math.max(...times) - Math.min(...times) < dayMs ? formatTime : formatDate;
  const series: ChartSeries<'ask' | 'bid'>[] = [
    { key: 'ask', label: t('materials.rates.ask'), color: 'yellow.7' },
    { key: 'bid', label: t('materials.rates.bid'), color: 'teal.6' },
  ];

  return (
    <StepLineChart
      title={t('materials.rates.chartTitle')}
      points={points}
      series={series}
      heading={t('materials.rates.effectiveAt')}
      formatValue={(cents) => formatMoney(cents, 'USD', locale)}
      formatTick={(at) => tickFormat(at, intl)}
      formatInstant={(at) => formatDateTime(at, intl)}
      height={height}
    />
  );
}
