import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GemReportLine } from '../../../shared/contracts/stones/gem-reports';
import { stoneDocumentTypes, stoneShapeValues } from '../../../shared/contracts/stones/stone';
import { stoneMovementKinds } from '../../../shared/contracts/stones/stone-lots';
import { branches, users } from '../../platform/platform.tables';
import { shopTodayDefault } from '../../platform/shop-today-default';
import { materialsKeys } from '../materials/materials.keys';
import { productionKeys } from '../production/production.keys';

/**
 * Stones (DESIGN §3.7): counts of stones, weights in milli-carats, sizes in
 * hundredths of a mm. Lots, preparations, movements and gem reports are
 * insert-only (a trigger refuses UPDATE and DELETE): a lot's balances are
 * the sums of its movements, taken under a lock of the lot's row.
 */

/** The size chart (`/setting/stone-size-chart`): one stone of a type, shape and size weighs `mct_per_stone`. A setting: edited in place. */
export const stoneSizeChart = pgTable(
  'stone_size_chart',
  {
    id: serial('id').primaryKey(),
    stoneType: text('stone_type').notNull(),
    shape: text('shape', { enum: stoneShapeValues }).notNull(),
    sizeCmm: integer('size_cmm').notNull(),
    mctPerStone: integer('mct_per_stone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stone_size_chart_size').on(sql`lower(${t.stoneType})`, t.shape, t.sizeCmm),
    check('stone_size_chart_positive', sql`${t.sizeCmm} > 0 AND ${t.mctPerStone} > 0`),
  ],
);

/** A lot of stones of one type, shape and size (`SL-2026-000001`, gapless per year), at a branch and maybe with a holder. */
export const stoneLots = pgTable(
  'stone_lots',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    stoneType: text('stone_type').notNull(),
    shape: text('shape', { enum: stoneShapeValues }).notNull(),
    sizeCmm: integer('size_cmm').notNull(),
    colour: text('colour').notNull().default(''),
    quality: text('quality').notNull().default(''),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    holderId: integer('holder_id').references(() => materialsKeys.holder()),
    /** USD cents a carat, when known. */
    costCentsPerCarat: bigint('cost_cents_per_carat', { mode: 'number' }),
    supplier: text('supplier').notNull().default(''),
    note: text('note').notNull().default(''),
    splitFromLotId: integer('split_from_lot_id').references((): AnyPgColumn => stoneLots.id),
    createdBy: integer('created_by').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stone_lots_kind_idx').on(sql`lower(${t.stoneType})`, t.shape, t.sizeCmm),
    index('stone_lots_branch_idx').on(t.branchId, t.id),
    check('stone_lots_size_positive', sql`${t.sizeCmm} > 0 AND coalesce(${t.costCentsPerCarat}, 0) >= 0`),
  ],
);

/**
 * Stones of a lot prepared for a production item or an order (exactly one).
 * What it holds, set and returned are sums of its movements. The target's
 * code and description are copied when prepared (documents keep their words).
 */
export const stonePreparations = pgTable(
  'stone_preparations',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stoneLots.id),
    itemId: integer('item_id').references(() => productionKeys.productionItem()),
    preOrderId: integer('pre_order_id').references(() => productionKeys.preOrder()),
    targetCode: text('target_code').notNull(),
    targetDescription: text('target_description').notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stone_preparations_lot_idx').on(t.lotId),
    index('stone_preparations_item_idx').on(t.itemId),
    index('stone_preparations_pre_order_idx').on(t.preOrderId),
    check('stone_preparations_one_target', sql`(${t.itemId} IS NULL) <> (${t.preOrderId} IS NULL)`),
  ],
);

/**
 * Every change to a lot's stones (see stoneMovementKinds): signed changes to
 * the lot's available stones and to what a preparation holds. Linked to
 * another module's document by type, id and number (an entry and its stone
 * line, an invoice and its line number), as ledger postings are.
 */
export const stoneMovements = pgTable(
  'stone_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => stoneLots.id),
    kind: text('kind', { enum: stoneMovementKinds }).notNull(),
    count: integer('count').notNull().default(0),
    weightMct: bigint('weight_mct', { mode: 'number' }).notNull().default(0),
    preparationId: integer('preparation_id').references(() => stonePreparations.id),
    preparedCount: integer('prepared_count').notNull().default(0),
    preparedWeightMct: bigint('prepared_weight_mct', { mode: 'number' }).notNull().default(0),
    otherLotId: integer('other_lot_id').references(() => stoneLots.id),
    documentType: text('document_type', { enum: stoneDocumentTypes }),
    documentId: integer('document_id'),
    documentNumber: text('document_number'),
    /** The entry's stone line id, or the invoice's line number. */
    documentLine: integer('document_line'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop day the movement belongs to (docs/design.md §5): today, the day it was back-dated to, or its entry's or invoice's day. */
    postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
  },
  (t) => [
    index('stone_movements_lot_idx').on(t.lotId, t.id),
    index('stone_movements_preparation_idx').on(t.preparationId),
    index('stone_movements_document_idx').on(t.documentType, t.documentId),
    check('stone_movements_prepared_needs_preparation', sql`${t.preparationId} IS NOT NULL OR (${t.preparedCount} = 0 AND ${t.preparedWeightMct} = 0)`),
    check('stone_movements_document', sql`(${t.documentType} IS NULL) = (${t.documentId} IS NULL)`),
  ],
);

/** A gem report (`GR-PP-CM-2026-000001`, gapless per branch and year): an item's or an order's preparations as they stood. */
export const gemReports = pgTable(
  'gem_reports',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    itemId: integer('item_id').references(() => productionKeys.productionItem()),
    preOrderId: integer('pre_order_id').references(() => productionKeys.preOrder()),
    targetCode: text('target_code').notNull(),
    targetDescription: text('target_description').notNull(),
    lines: jsonb('lines').$type<GemReportLine[]>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gem_reports_created_idx').on(t.createdAt, t.id),
    index('gem_reports_item_idx').on(t.itemId),
    index('gem_reports_pre_order_idx').on(t.preOrderId),
    check('gem_reports_one_target', sql`(${t.itemId} IS NULL) <> (${t.preOrderId} IS NULL)`),
  ],
);
