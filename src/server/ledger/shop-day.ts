import { sql } from 'drizzle-orm';
import { shopTime } from '../../shared/shop-time';
import type { Executor } from '../platform/db/database';
import { shopTimeOf, shopTimeZoneSql } from '../platform/shop-time';

/** The ledger's posting days come from the one shop-time module (src/shared/shop-time.ts), in the `shop.timeZone` setting's zone. */
export { monthOfDay } from '../../shared/shop-time';

/** The shop day (YYYY-MM-DD) of an instant in a time zone. */
export const shopDayIn = (timeZone: string, at: Date): string => shopTime(timeZone).dayOf(at);

/** Today in the shop, by its `shop.timeZone` setting. */
export async function shopToday(executor: Executor, now: Date = new Date()): Promise<string> {
  return (await shopTimeOf(executor)).today(now);
}

/** Today in the shop as SQL (the transaction's clock, the setting's zone): a posting's date when none is given. */
export const shopTodaySql = sql`(now() AT TIME ZONE ${shopTimeZoneSql})::date`;
