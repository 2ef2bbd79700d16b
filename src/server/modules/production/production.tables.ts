import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff, users } from '../../platform/platform.tables';
import { productionStages } from './production-stages';
import { materialsKeys } from '../materials/materials.keys';
import { stockKeys } from '../stock/stock.keys';

/** A customer's order for a piece to be made (spec `/pre-order`), with its deposit. */
export const preOrders = pgTable(
  'pre_orders',
  {
    id: serial('id').primaryKey(),
    /** e.g. PO-2026-000042, without gaps per year. */
    number: text('number').notNull().unique(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    designRef: text('design_ref').notNull().default(''),
    note: text('note').notNull().default(''),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
    depositCurrency: text('deposit_currency', { enum: ['USD', 'KHR'] }).notNull().default('USD'),
    /** The shop day promised to the customer (YYYY-MM-DD). */
    promisedOn: text('promised_on'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pre_orders_deposit_non_negative', sql`${t.depositMinor} >= 0`)],
);

/** One piece being made, for stock or for a pre-order (DESIGN §3.3). */
export const productionItems = pgTable(
  'production_items',
  {
    id: serial('id').primaryKey(),
    /** e.g. IT-2026-000042: what a tag or a scan finds. */
    code: text('code').notNull().unique(),
    preOrderId: integer('pre_order_id').references(() => preOrders.id),
    description: text('description').notNull(),
    designRef: text('design_ref').notNull().default(''),
    photoUrl: text('photo_url'),
    materialId: integer('material_id')
      .notNull()
      .references(() => materialsKeys.materialCategory()),
    /** The jewelry category (ring, necklace …); null: not given. */
    categoryId: integer('category_id').references(() => stockKeys.jewelryCategory()),
    designerStaffId: integer('designer_staff_id').references(() => staff.id),
    targetWeightMg: bigint('target_weight_mg', { mode: 'number' }),
    stage: text('stage', { enum: productionStages }).notNull().default('ordering'),
    stageSince: timestamp('stage_since', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('production_items_stage_idx').on(t.stage, t.stageSince),
    index('production_items_pre_order_idx').on(t.preOrderId),
    check('production_items_target_positive', sql`${t.targetWeightMg} IS NULL OR ${t.targetWeightMg} > 0`),
  ],
);

/** Every stage change and note on an item: who, when, weight, photo. Insert-only. */
export const productionEvents = pgTable(
  'production_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => productionItems.id),
    fromStage: text('from_stage', { enum: productionStages }),
    toStage: text('to_stage', { enum: productionStages }).notNull(),
    /** A spec label for a step within a stage, e.g. design_progress, design_finish. */
    label: text('label'),
    weightMg: bigint('weight_mg', { mode: 'number' }),
    photoUrl: text('photo_url'),
    note: text('note').notNull().default(''),
    castId: integer('cast_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('production_events_item_idx').on(t.itemId, t.id)],
);
