import { mulDivRound } from '../../../shared/units';
import type { ReportPeriod } from '../../../shared/contracts/reports/report-common';
import { firstOfMonth, lastOfMonth, monthOfDay, type ShopTime } from '../../../shared/shop-time';

/**
 * Periods of the reports: shop days (src/shared/shop-time.ts, in the zone of
 * the shop.timeZone setting) turned into the instants the records carry. A
 * period includes both its days: [start of `from`, start of the day after `to`).
 */
export { addMonths, firstOfMonth, lastOfMonth, monthOfDay } from '../../../shared/shop-time';
const dayMs = 86_400_000;

export const monthPeriod = (month: string): ReportPeriod => ({ from: firstOfMonth(month), to: lastOfMonth(month) });

/** The days from `from` to `to`, both included. */
export function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${period.from}T00:00:00Z`); t <= Date.parse(`${period.to}T00:00:00Z`); t += dayMs) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** A report's period: the filter's days, by default the month to date. */
export function periodOf(filter: { readonly from?: string | undefined; readonly to?: string | undefined }, shop: ShopTime, now: Date = new Date()): ReportPeriod {
  const today = shop.today(now);
  const to = filter.to ?? (filter.from && filter.from > today ? lastOfMonth(monthOfDay(filter.from)) : today);
  const from = filter.from ?? firstOfMonth(monthOfDay(to));
  return { from, to };
}

/** The instants of a period as ISO strings for SQL: start inclusive, end exclusive. */
export const instantsOf = (period: ReportPeriod, shop: ShopTime) => ({ start: shop.dayStart(period.from).toISOString(), end: shop.dayEnd(period.to).toISOString() });

/** part ÷ whole in basis points (1 bp = 0.01 %), half away from zero; null when the whole is 0. */
export const basisPoints = (part: number, whole: number): number | null => (whole === 0 ? null : mulDivRound(part, 10_000, whole));

/** Fine metal of a weight: mg × purity ÷ 10,000, half away from zero. */
export const fineMg = (mg: number, purity: number): number => mulDivRound(mg, purity, 10_000);
