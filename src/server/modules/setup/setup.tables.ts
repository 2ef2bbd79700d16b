import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../platform/platform.tables';

/**
 * One row (migration 0021): when the shop was set up in the browser and when
 * it went live. Setup and opening balances lock it, so a second setup or an
 * opening racing a go-live queue behind it and find it changed.
 */
export const shopSetup = pgTable(
  'shop_setup',
  {
    id: integer('id').primaryKey().default(1),
    setupAt: timestamp('setup_at', { withTimezone: true }),
    setupBy: integer('setup_by').references(() => users.id),
    liveAt: timestamp('live_at', { withTimezone: true }),
    liveBy: integer('live_by').references(() => users.id),
  },
  (t) => [check('shop_setup_one_row', sql`${t.id} = 1`), check('shop_setup_live_once', sql`${t.liveBy} IS NULL OR ${t.liveAt} IS NOT NULL`)],
);
