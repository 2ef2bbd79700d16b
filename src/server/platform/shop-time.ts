import { sql, type SQL } from 'drizzle-orm';
import { defaultShopTimeZone, shopTime, type ShopTime } from '../../shared/shop-time';
import { platformSettingKeys, timeZoneSchema } from '../../shared/contracts/platform/platform-settings';
import type { Executor } from './db/database';
import { getSetting } from './settings/settings.service';

/**
 * The server's shop day and month: src/shared/shop-time.ts in the zone the
 * owner set (`shop.timeZone`), read from the database each time it is asked
 * for, so a change applies at once on every app process.
 */
export async function shopTimeOf(executor: Executor): Promise<ShopTime> {
  return shopTime(await getSetting(executor, 'shop.timeZone'));
}

/** A constant as an SQL literal: the same text wherever it appears, so an expression in SELECT matches its GROUP BY (a bound parameter would not). */
function literal(text: string): SQL {
  if (!/^[A-Za-z_/.]+$/.test(text)) throw new Error(`not a plain SQL literal: ${text}`);
  return sql.raw(`'${text}'`);
}

/**
 * The setting's zone inside a statement, for SQL that groups by shop day: the
 * stored value when it is one of the zones offered (as getSetting reads it),
 * else the default. Literals only, no parameters (see literal).
 */
export const shopTimeZoneSql: SQL = sql`coalesce(
  (SELECT s.value #>> '{}' FROM settings s
    WHERE s.key = ${literal(platformSettingKeys.shopTimeZone)} AND s.value #>> '{}' IN (${sql.join(timeZoneSchema.options.map(literal), sql`, `)})),
  ${literal(defaultShopTimeZone)})`;

/** A timestamptz's shop month (YYYY-MM) in SQL. */
export const shopMonthSql = (column: SQL): SQL => sql`to_char(${column} AT TIME ZONE ${shopTimeZoneSql}, 'YYYY-MM')`;
/** A timestamptz's shop year in SQL. */
export const shopYearSql = (column: SQL): SQL => sql`extract(year FROM ${column} AT TIME ZONE ${shopTimeZoneSql})::int`;
/** A timestamptz's shop day as whole days since 1970-01-01, cheaper to group by than text (dayOfNumber reads it back). */
export const shopDayNumberSql = (column: SQL): SQL => sql`((${column} AT TIME ZONE ${shopTimeZoneSql})::date - date '1970-01-01')`;
/** The shop day (YYYY-MM-DD) of a day number from shopDayNumberSql. */
export const dayOfNumber = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** The instant a shop day (YYYY-MM-DD) starts, in SQL (the zone's own midnight). */
export const shopDayStartSql = (day: string): SQL => sql`((${day}::date)::timestamp AT TIME ZONE ${shopTimeZoneSql})`;
/** The instant after a shop day ends (the next day's start), in SQL. */
export const shopDayEndSql = (day: string): SQL => sql`(((${day}::date + 1))::timestamp AT TIME ZONE ${shopTimeZoneSql})`;

/**
 * A shop-day column (a document's posting_date, docs/design.md §5) on days
 * `from` to `to`, both included (either may be left open): conditions to AND.
 * The lists filter by it, so a back-dated document is found on its day.
 */
export function onShopDaysSql(column: SQL, days: { readonly from?: string | undefined; readonly to?: string | undefined }): SQL[] {
  const parts: SQL[] = [];
  if (days.from) parts.push(sql`${column} >= ${days.from}::date`);
  if (days.to) parts.push(sql`${column} <= ${days.to}::date`);
  return parts;
}

/** The shop day (a date) that starts at an instant on a shop-day boundary (a report range's start or end), in SQL. */
export const shopDayAtSql = (instant: string): SQL => sql`(${instant}::timestamptz AT TIME ZONE ${shopTimeZoneSql})::date`;

/**
 * A shop-day column (a document's posting_date, docs/design.md §5) within the
 * days a range of instants spans: the range's ends are shop-day boundaries
 * (start inclusive, end exclusive), as the reports' periods make them.
 */
export function postedWithinSql(column: SQL, range: { readonly start: string; readonly end: string }): SQL {
  return sql`${column} >= ${shopDayAtSql(range.start)} AND ${column} < ${shopDayAtSql(range.end)}`;
}

/** A date column as whole days since 1970-01-01, as shopDayNumberSql gives for a timestamptz (dayOfNumber reads it back). */
export const dateNumberSql = (column: SQL): SQL => sql`(${column} - date '1970-01-01')`;
