import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { pieceStates } from '../../../shared/contracts/stock/jewelry-piece';
import { stockDocumentKinds } from '../../../shared/contracts/stock/stock-documents';
import { branches, users } from '../../platform/platform.tables';
import { shopTodayDefault } from '../../platform/shop-today-default';
import { jewelryCategories } from './stock.tables';
import { materialsKeys } from '../materials/materials.keys';
import { productionKeys } from '../production/production.keys';

/**
 * A jewelry piece in stock (DESIGN §3.6): one row, so in exactly one branch;
 * its metal (gross − stones) sits in the ledger at that branch's counter
 * holder (in transit: still the sending branch's, see transferPieces). Never deleted: a sold, cancelled or merged piece keeps its row.
 */
export const jewelryPieces = pgTable(
  'jewelry_pieces',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    itemId: integer('item_id')
      .references(() => productionKeys.productionItem())
      .unique(),
    description: text('description').notNull(),
    categoryId: integer('category_id').references(() => jewelryCategories.id),
    materialId: integer('material_id')
      .notNull()
      .references(() => materialsKeys.materialCategory()),
    grossMg: bigint('gross_mg', { mode: 'number' }).notNull(),
    stoneMg: bigint('stone_mg', { mode: 'number' }).notNull().default(0),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    frozen: boolean('frozen').notNull().default(false),
    state: text('state', { enum: pieceStates }).notNull().default('in_stock'),
    note: text('note').notNull().default(''),
    /** Its own making charge, USD cents per piece (an imported piece's sheet gives one); null: its category's applies. */
    makingChargeCents: integer('making_charge_cents'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The transfer it travels on while in transit (state `in_transit`), else null (migration 0019 checks both agree). */
    transitDocumentId: integer('transit_document_id').references((): AnyPgColumn => stockDocuments.id),
  },
  (t) => [
    index('jewelry_pieces_stock_idx').on(t.state, t.branchId, t.categoryId, t.id),
    /**
     * "Currently in stock" by category over every branch: the page newest first, and the totals by
     * an index-only scan (the weights and the material are in the index).
     */
    index('jewelry_pieces_category_idx').on(t.state, t.categoryId, t.id, t.materialId, t.grossMg, t.stoneMg),
    check('jewelry_pieces_making_charge', sql`${t.makingChargeCents} IS NULL OR ${t.makingChargeCents} >= 0`),
    check('jewelry_pieces_weights', sql`${t.grossMg} > 0 AND ${t.stoneMg} >= 0 AND ${t.stoneMg} < ${t.grossMg}`),
  ],
);

/**
 * The figures of "currently in stock" (count, gross and metal mg) per state,
 * branch, category, material and frozen flag, kept by the database: triggers
 * on jewelry_pieces add a row for each of these a statement changes (insert
 * only: two sales never wait on each other here), and a reader sums the rows
 * of its filter instead of scanning the pieces. compactStockTotals folds the
 * rows; verifyStockTotals proves them against the pieces (migration 0015).
 */
export const stockTotals = pgTable('stock_totals', {
  state: text('state', { enum: pieceStates }).notNull(),
  branchId: integer('branch_id').notNull(),
  categoryId: integer('category_id'),
  materialId: integer('material_id').notNull(),
  frozen: boolean('frozen').notNull(),
  count: integer('count').notNull(),
  grossMg: bigint('gross_mg', { mode: 'number' }).notNull(),
  metalMg: bigint('metal_mg', { mode: 'number' }).notNull(),
});

/** A numbered stock document (`TR-PP-CM-2026-000001`: gapless per kind, branch and year); insert-only. Its postings carry document type `stock`. */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: stockDocumentKinds }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    toBranchId: integer('to_branch_id').references(() => branches.id),
    holderId: integer('holder_id').references(() => materialsKeys.holder()),
    /** A receipt's transfer: the document whose pieces it received. */
    transferId: integer('transfer_id').references((): AnyPgColumn => stockDocuments.id),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop day the document belongs to, as its postings (docs/design.md §5): today, or the day it was back-dated to. */
    postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
  },
  (t) => [index('stock_documents_branch_idx').on(t.branchId, t.createdAt)],
);

/** A piece on a document, with its weights after it (and what a complement added). */
export const stockDocumentLines = pgTable(
  'stock_document_lines',
  {
    documentId: integer('document_id').notNull().references(() => stockDocuments.id),
    pieceId: integer('piece_id').notNull().references(() => jewelryPieces.id),
    grossMg: bigint('gross_mg', { mode: 'number' }).notNull(),
    stoneMg: bigint('stone_mg', { mode: 'number' }).notNull(),
    addedMetalMg: bigint('added_metal_mg', { mode: 'number' }).notNull().default(0),
    addedStoneMg: bigint('added_stone_mg', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.pieceId] }), index('stock_document_lines_piece_idx').on(t.pieceId)],
);

/** A stock count of a branch (`IV-PP-CM-2026-000001`); closed, it keeps the pieces it expected. */
export const stockCounts = pgTable('stock_counts', {
  id: serial('id').primaryKey(),
  number: text('number').notNull().unique(),
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id),
  state: text('state', { enum: ['open', 'closed'] }).notNull().default('open'),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/** A code scanned during a count, once per code; the piece it named, if any. */
export const stockCountScans = pgTable(
  'stock_count_scans',
  {
    id: serial('id').primaryKey(),
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id),
    code: text('code').notNull(),
    pieceId: integer('piece_id').references(() => jewelryPieces.id),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('stock_count_scans_once').on(t.countId, t.code)],
);

/** What a closed count expected: the branch's pieces in stock at its close. */
export const stockCountExpected = pgTable(
  'stock_count_expected',
  {
    countId: integer('count_id')
      .notNull()
      .references(() => stockCounts.id),
    pieceId: integer('piece_id')
      .notNull()
      .references(() => jewelryPieces.id),
  },
  (t) => [primaryKey({ columns: [t.countId, t.pieceId] })],
);
