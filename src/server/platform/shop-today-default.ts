import { sql } from 'drizzle-orm';

/**
 * A document's shop day when none is given, as a column default: today in
 * Cambodia (the default shop.timeZone). The spine always passes the day it
 * resolved on the shop's own clock; this default is for rows written by
 * other hands (migrations, imports, sales rows dated on insert).
 */
export const shopTodayDefault = sql`(now() AT TIME ZONE 'Asia/Phnom_Penh')::date`;
