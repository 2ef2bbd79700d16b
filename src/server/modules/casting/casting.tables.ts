import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff, users } from '../../platform/platform.tables';
import { shopTodayDefault } from '../../platform/shop-today-default';
import { materialsKeys } from '../materials/materials.keys';
import { productionKeys } from '../production/production.keys';

export const castStatuses = ['WAX_PREPARING', 'casting', 'cleaning', 'cut', 'finished'] as const;
export type CastStatus = (typeof castStatuses)[number];

/** A cast (tree) and its recorded weights, mg; the derived ones (shake, pieces, loss) are computed, never stored. */
export const casts = pgTable(
  'casts',
  {
    id: serial('id').primaryKey(),
    /** e.g. CA-2026-000042, without gaps per year. */
    number: text('number').notNull().unique(),
    /** The shop day of the cast (YYYY-MM-DD). */
    castOn: text('cast_on').notNull(),
    handlerStaffId: integer('handler_staff_id').references(() => staff.id),
    materialId: integer('material_id')
      .notNull()
      .references(() => materialsKeys.materialCategory()),
    /** Where the metal is issued from and returned to (the safe). */
    sourceHolderId: integer('source_holder_id')
      .notNull()
      .references(() => materialsKeys.holder()),
    /** The casting room that holds the metal during the cast. */
    castingHolderId: integer('casting_holder_id')
      .notNull()
      .references(() => materialsKeys.holder()),
    status: text('status', { enum: castStatuses }).notNull().default('WAX_PREPARING'),
    /** The material's wax ratio when the cast was made (× 1000). */
    waxRatioMilli: integer('wax_ratio_milli').notNull(),
    waxMg: bigint('wax_mg', { mode: 'number' }),
    actualMg: bigint('actual_mg', { mode: 'number' }),
    overMg: bigint('over_mg', { mode: 'number' }),
    resultMg: bigint('result_mg', { mode: 'number' }),
    cleanMg: bigint('clean_mg', { mode: 'number' }),
    rootMg: bigint('root_mg', { mode: 'number' }),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The shop day of the cast's latest posting (docs/design.md §5): today when
     * made, then the day each step that moves metal posts on (back-dated or
     * today); finished, the day its loss is posted. The reports count the
     * cast on this day.
     */
    postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
  },
  (t) => [
    index('casts_posting_date_idx').on(t.postingDate),
    index('casts_status_idx').on(t.status, t.id),
    check(
      'casts_weights_non_negative',
      sql`coalesce(${t.waxMg}, 0) >= 0 AND coalesce(${t.actualMg}, 0) >= 0 AND coalesce(${t.overMg}, 0) >= 0
          AND coalesce(${t.resultMg}, 0) >= 0 AND coalesce(${t.cleanMg}, 0) >= 0 AND coalesce(${t.rootMg}, 0) >= 0`,
    ),
  ],
);

/** A wax piece made from an item's design, weighed, waiting for (or on) a cast. */
export const waxPieces = pgTable(
  'wax_pieces',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => productionKeys.productionItem()),
    waxMg: bigint('wax_mg', { mode: 'number' }).notNull(),
    castId: integer('cast_id').references(() => casts.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wax_pieces_cast_idx').on(t.castId), index('wax_pieces_item_idx').on(t.itemId), check('wax_pieces_positive', sql`${t.waxMg} > 0`)],
);
