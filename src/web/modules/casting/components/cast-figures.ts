import { intlLocale } from '../../../../shared/units';
import { formatNumber, formatPercent } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';

/** Loss ÷ actual in basis points (1 = 0.01 %), as a percent with two decimals; null shows a dash. */
export function formatLossPercent(lossBasisPoints: number | null, locale: string): string {
  if (lossBasisPoints === null) return '—';
  return formatPercent(lossBasisPoints / 10_000, 2, intlLocale(locale) as IntlLocale);
}

/** A wax ratio × 1000 (metal mg per wax mg) as a plain number, e.g. 16.000 → "16.00". */
export function formatWaxRatio(ratioMilli: number | null, locale: string): string {
  if (ratioMilli === null) return '—';
  return formatNumber(ratioMilli / 1000, { minimumFractionDigits: 2, maximumFractionDigits: 3 }, intlLocale(locale) as IntlLocale);
}
