import { sql } from 'drizzle-orm';

/**
 * A document's shop day when none is given, as a column default: today in
 * Cambodia (the default shop.timeZone). Only a fallback: a column default is
 * fixed when the migration runs and cannot read the `shop.timeZone` setting
 * the owner may change, so the server never leans on it. Every document that
 * moves metal, stock or money is written with its day given: the resolved
 * posting day, or today as shopTodaySql (shop-day.ts: the transaction's clock
 * in the setting's zone) — postings, material documents, invoices, voids and
 * payments alike. The default stays so a row written by other hands (a
 * migration, an import by SQL) still gets a day rather than a NULL.
 */
export const shopTodayDefault = sql`(now() AT TIME ZONE 'Asia/Phnom_Penh')::date`;
