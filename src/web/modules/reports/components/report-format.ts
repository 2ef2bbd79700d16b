import { numberFormatOf } from '../../../../shared/number-format';
import { formatCambodian, formatGrams, formatKarat, formatMoney, intlLocale, mulDivRound, toDecimalString, type Currency } from '../../../../shared/units';
import { formatDate, formatDateTime, formatLongDate, formatMonth, shopDayInstant } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';

export { shopDayInstant } from '../../../i18n/format';

/** part ÷ whole in basis points (1 bp = 0.01 %), half away from zero, as the server rounds; null when the whole is 0. */
export const basisPointsOf = (part: number, whole: number): number | null => (whole === 0 ? null : mulDivRound(part, 10_000, whole));

/** An entry category's allowance, ‰ of the issued weight, in basis points (exact: 1 ‰ = 10 bp). */
export const permilleToBasisPoints = (permille: number): number => permille * 10;

/** Khmer months in the app's own Khmer calendar words (i18n/format.ts), whatever the browser's Intl knows. */
function monthName(month: string, intl: IntlLocale, style: 'long' | 'short'): string {
  const first = new Date(`${month}-01T00:00:00Z`);
  if (intl === 'km') return formatMonth(first, intl, 'UTC');
  return new Intl.DateTimeFormat(intl, style === 'long' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(first);
}

/**
 * The figures of a report in a language: weights from integer mg (grams with
 * three decimals, and chi/hun/li), money from integer minor units, shares from
 * basis points, all exact (built from the integers, never a float division).
 */
export function reportFormat(locale: string) {
  const intl = intlLocale(locale) as IntlLocale;
  const numberFormat = numberFormatOf(intl);
  const percentFormat = numberFormatOf(intl, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    locale,
    grams: (mg: number) => formatGrams(mg, locale),
    /** "2 chi 3 hun 4 li", each number bound to its unit, so a narrow column breaks only between them. */
    chi: (mg: number) => formatCambodian(mg, locale).replace(/(\p{N}) (?=[^\p{N}\s-])/gu, '$1\u00a0'),
    money: (minor: number, currency: Currency) => formatMoney(minor, currency, locale),
    usd: (cents: number) => formatMoney(cents, 'USD', locale),
    riel: (riel: number) => formatMoney(riel, 'KHR', locale),
    count: (n: number) => numberFormat.format(n),
    /** "1.25%" from 125 bp; a dash when there is no share. */
    percent: (basisPoints: number | null) => (basisPoints === null ? '—' : percentFormat.format(toDecimalString(basisPoints, 4))),
    karat: (purity: number) => formatKarat(purity, locale),
    /** A YYYY-MM-DD shop day. */
    day: (day: string) => formatDate(shopDayInstant(day), intl),
    longDay: (day: string) => formatLongDate(shopDayInstant(day), intl),
    /** A YYYY-MM month: "March 2026", "មីនា 2026". */
    month: (month: string) => monthName(month, intl, 'long'),
    /** A YYYY-MM month, short: "Mar 26" for a chart's axis. */
    shortMonth: (month: string) => monthName(month, intl, 'short'),
    dateTime: (at: string) => formatDateTime(at, intl),
    date: (at: string) => formatDate(at, intl),
  };
}
export type ReportFormat = ReturnType<typeof reportFormat>;

/** The report figures in the reader's language. */
export function useReportFormat(): ReportFormat {
  return reportFormat(useUiLocale());
}
