import { currentIntlLocale } from './i18n';
import { formatKhmerDate, type KhmerDateStyle } from './khmer-dates';
import type { IntlLocale } from './locale';

/** DESIGN §4: dates travel as UTC ISO strings and are shown in the shop's time zone. */
export const shopTimeZone = 'Asia/Phnom_Penh';

type DateInput = Date | string | number;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: IntlLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

function dateFormat(locale: IntlLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: shopTimeZone, ...options });
    cache.set(key, format);
  }
  return format;
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  locale: IntlLocale = currentIntlLocale(),
): string {
  return numberFormat(locale, options).format(value);
}

export function formatPercent(
  ratio: number,
  fractionDigits = 1,
  locale: IntlLocale = currentIntlLocale(),
): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(ratio);
}

const dateStyles: Record<KhmerDateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'full' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  month: { month: 'long', year: 'numeric' },
};

/**
 * The one way a date is put into words. Khmer always through khmer-dates.ts,
 * whatever the browser's Intl knows: Chrome has no Khmer dates and ICU's
 * prints a Latin AM/PM, so screens and sheets print the same Khmer everywhere.
 */
function formatInStyle(value: DateInput, style: KhmerDateStyle, locale: IntlLocale, timeZone = shopTimeZone): string {
  if (locale === 'km') return formatKhmerDate(toDate(value), style, timeZone);
  return dateFormat(locale, { ...dateStyles[style], timeZone }).format(toDate(value));
}

export function formatDate(value: DateInput, locale: IntlLocale = currentIntlLocale()): string {
  return formatInStyle(value, 'date', locale);
}

/** With the weekday, e.g. for a page's "today". */
export function formatLongDate(value: DateInput, locale: IntlLocale = currentIntlLocale()): string {
  return formatInStyle(value, 'longDate', locale);
}

export function formatDateTime(value: DateInput, locale: IntlLocale = currentIntlLocale()): string {
  return formatInStyle(value, 'dateTime', locale);
}

export function formatTime(value: DateInput, locale: IntlLocale = currentIntlLocale()): string {
  return formatInStyle(value, 'time', locale);
}

/** "March 2025" / "មីនា 2025": a calendar month (pass 'UTC' for a month given as its first day at midnight UTC). */
export function formatMonth(value: DateInput, locale: IntlLocale = currentIntlLocale(), timeZone = shopTimeZone): string {
  return formatInStyle(value, 'month', locale, timeZone);
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day of an instant, as YYYY-MM-DD (for grouping and date filters). */
export function shopDayOf(value: DateInput): string {
  return dayFormat.format(toDate(value));
}
