import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database';
import { getSetting } from '../platform/settings/settings.service';

/**
 * The shop day, for posting dates, until the shared shop-time module
 * (src/shared/shop-time.ts) lands: swap these two for it then. The shop's
 * zone is the `shop.timeZone` setting (Asia/Phnom_Penh by default), whatever
 * the server machine's own zone.
 */
export const defaultShopTimeZone = 'Asia/Phnom_Penh';

/** The shop day (YYYY-MM-DD) of an instant in a time zone. */
export function shopDayIn(timeZone: string, at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Today in the shop, by its `shop.timeZone` setting. */
export async function shopToday(executor: Executor, now: Date = new Date()): Promise<string> {
  return shopDayIn(await getSetting(executor, 'shop.timeZone'), now);
}

/** Today in the shop as SQL (the transaction's clock, the setting's zone): a posting's date when none is given. */
export const shopTodaySql = sql`(now() AT TIME ZONE coalesce((SELECT s.value #>> '{}' FROM settings s WHERE s.key = 'shop.timeZone'), ${defaultShopTimeZone}))::date`;

export const monthOfDay = (day: string): string => day.slice(0, 7);
