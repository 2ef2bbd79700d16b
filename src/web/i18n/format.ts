import { defaultShopTimeZone, shopTime, type ShopTime } from '../../shared/shop-time';
import { numberFormatOf } from '../../shared/number-format';
import { currentIntlLocale } from './i18n';
import { formatKhmerDate, type KhmerDateStyle } from './khmer-dates';
import type { IntlLocale } from './locale';

/**
 * DESIGN §4: dates travel as UTC ISO strings and are shown in the shop's time
 * zone, the shop.timeZone setting, which the session gate applies from /me.
 */
let zone = defaultShopTimeZone;
// Built on first use, not as the app starts: the zone's Intl.DateTimeFormat costs tens of ms.
let shop: ShopTime | undefined;

/** The shop's calendar and clock (src/shared/shop-time.ts) in the zone in force. */
export const currentShopTime = (): ShopTime => (shop ??= shopTime(zone));
export const currentShopTimeZone = (): string => zone;

/** Applies the shop.timeZone setting; an unknown zone keeps the one in force. */
export function setShopTimeZone(timeZone: string): void {
  if (timeZone === zone) return;
  try {
    shop = shopTime(timeZone);
    zone = timeZone;
  } catch {
    // A zone this browser does not know: keep counting in the one in force.
  }
}

/** An instant inside a shop day (its first), for formatting the day itself. */
export const shopDayInstant = (day: string): Date => currentShopTime().dayStart(day);

type DateInput = Date | string | number;

const cache = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: IntlLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
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
  return numberFormatOf(locale, options).format(value);
}

export function formatPercent(
  ratio: number,
  fractionDigits = 1,
  locale: IntlLocale = currentIntlLocale(),
): string {
  return numberFormatOf(locale, {
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
function formatInStyle(value: DateInput, style: KhmerDateStyle, locale: IntlLocale, timeZone = zone): string {
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

/**
 * A document's day in a list (docs/design.md §5): its posting day, with the
 * time it was written when it was written on that day; a back-dated one shows
 * its own day alone (the time it was written belongs to another day).
 */
export function formatPostingDay(postingDate: string, writtenAt: DateInput, locale: IntlLocale = currentIntlLocale()): string {
  return shopDayOf(writtenAt) === postingDate ? formatDateTime(writtenAt, locale) : formatDate(shopDayInstant(postingDate), locale);
}

/** "March 2025" / "មីនា 2025": a calendar month (pass 'UTC' for a month given as its first day at midnight UTC). */
export function formatMonth(value: DateInput, locale: IntlLocale = currentIntlLocale(), timeZone = zone): string {
  return formatInStyle(value, 'month', locale, timeZone);
}

/** The shop's calendar day of an instant, as YYYY-MM-DD (for grouping and date filters). */
export function shopDayOf(value: DateInput): string {
  return currentShopTime().dayOf(toDate(value));
}
