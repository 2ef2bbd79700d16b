import { sql, type SQL } from 'drizzle-orm';
import { mulDivRound } from '../../../shared/units';
import type { ReportPeriod } from '../../../shared/contracts/reports/report-common';
import { shopDayOf } from '../../platform/numbering';

/**
 * Periods of the reports: shop days (Asia/Phnom_Penh, UTC+7 all year, no
 * daylight saving) turned into the instants the records carry. A period
 * includes both its days: [start of `from`, start of the day after `to`).
 */
const dayMs = 86_400_000;
const shopOffsetMs = 7 * 60 * 60 * 1000;

export const todayInShop = (now: Date = new Date()): string => shopDayOf(now);

/** The instant a shop day starts. */
export const dayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - shopOffsetMs);
/** The instant after a shop day ends (the next day's start). */
export const dayEnd = (day: string): Date => new Date(dayStart(day).getTime() + dayMs);

export const monthOfDay = (day: string): string => day.slice(0, 7);
export const firstOfMonth = (month: string): string => `${month}-01`;
export function lastOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
export const monthPeriod = (month: string): ReportPeriod => ({ from: firstOfMonth(month), to: lastOfMonth(month) });

/** The month `delta` months from `month` (YYYY-MM). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/** The days from `from` to `to`, both included. */
export function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${period.from}T00:00:00Z`); t <= Date.parse(`${period.to}T00:00:00Z`); t += dayMs) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** A report's period: the filter's days, by default the month to date. */
export function periodOf(filter: { readonly from?: string | undefined; readonly to?: string | undefined }, now: Date = new Date()): ReportPeriod {
  const today = todayInShop(now);
  const to = filter.to ?? (filter.from && filter.from > today ? lastOfMonth(monthOfDay(filter.from)) : today);
  const from = filter.from ?? firstOfMonth(monthOfDay(to));
  return { from, to };
}

/** The instants of a period as ISO strings for SQL: start inclusive, end exclusive. */
export const instantsOf = (period: ReportPeriod) => ({ start: dayStart(period.from).toISOString(), end: dayEnd(period.to).toISOString() });

/** part ÷ whole in basis points (1 bp = 0.01 %), half away from zero; null when the whole is 0. */
export const basisPoints = (part: number, whole: number): number | null => (whole === 0 ? null : mulDivRound(part, 10_000, whole));

/** Fine metal of a weight: mg × purity ÷ 10,000, half away from zero. */
export const fineMg = (mg: number, purity: number): number => mulDivRound(mg, purity, 10_000);

/** A timestamptz's shop day (YYYY-MM-DD) in SQL: its UTC time plus 7 hours. */
export const shopDaySql = (column: SQL) => sql`to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;
/** A timestamptz's shop month (YYYY-MM) in SQL. */
export const shopMonthSql = (column: SQL) => sql`to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM')`;
