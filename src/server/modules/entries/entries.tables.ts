import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { entryStates } from '../../../shared/entries/entry-states';
import { users } from '../../platform/platform.tables';
import { shopTodayDefault } from '../../platform/shop-today-default';
import { materialsKeys } from '../materials/materials.keys';
import { productionKeys } from '../production/production.keys';
import { stonesKeys } from '../stones/stones.keys';

/**
 * A kind of jeweller's work (ring making, setting, polishing …) with the loss
 * it may cause and the strict flags of spec §5 (DESIGN §3.5,
 * `/setting/entry-category`). Never deleted: entries name it. The flags'
 * rules live in src/shared/entries/entry-rules.ts.
 */
export const entryCategories = pgTable(
  'entry_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameKh: text('name_kh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Loss allowed, per-mille of the metal issued (init + spare): 8 = 0.8 %. Over it, a close needs the owner's acceptance. */
    allowedLossPermille: integer('allowed_loss_permille').notNull().default(0),
    /** A piece with stones set comes back with a photo of its stones ("photo is required"). */
    strictStonePhoto: boolean('strict_stone_photo').notNull().default(false),
    /** An assembled piece comes back with at least one photo of the assembly ("need at least a photo"). */
    strictAssemblyPhoto: boolean('strict_assembly_photo').notNull().default(false),
    /** Every piece comes back weighed: its returned weight is required ("need input weight return"). */
    strictReturnWeight: boolean('strict_return_weight').notNull().default(false),
    /** Every piece of an entry is of the entry's material: no mixing 18K with 24K on one ticket. */
    materialStrict: boolean('material_strict').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('entry_categories_allowed_loss_permille', sql`${t.allowedLossPermille} BETWEEN 0 AND 1000`)],
);

/** The kinds of work a ticket is for (DESIGN §3.5 [ours]). */
export const entryTypes = ['making', 'repair', 'assembly', 'setting', 'polishing'] as const;
export type EntryType = (typeof entryTypes)[number];

/**
 * A jeweller's work ticket (`EN-…`, gapless per year): the metal issued to the
 * jeweller's holder (the pieces' weights, the init weight, plus the spare),
 * what came back (the update weight, weighed at close) and its state. The
 * loss is derived (init + spare − returned), never stored.
 */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    type: text('type', { enum: entryTypes }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => entryCategories.id),
    materialId: integer('material_id')
      .notNull()
      .references(() => materialsKeys.materialCategory()),
    /** The jeweller's holder: the metal sits there while the work is on the bench. */
    jewellerHolderId: integer('jeweller_holder_id')
      .notNull()
      .references(() => materialsKeys.holder()),
    /** Where the metal comes from and goes back to (the safe, or the casting room for cast pieces). */
    sourceHolderId: integer('source_holder_id')
      .notNull()
      .references(() => materialsKeys.holder()),
    spareMg: bigint('spare_mg', { mode: 'number' }).notNull().default(0),
    /** What came back, weighed at close; null until then (and again after a send-back). */
    returnedMg: bigint('returned_mg', { mode: 'number' }),
    state: text('state', { enum: entryStates }).notNull().default('in_progress'),
    /** The owner's reason for accepting a loss over the allowance. */
    overAllowanceReason: text('over_allowance_reason'),
    note: text('note').notNull().default(''),
    /** A repair's customer intake (null on the other types) and when they collected the piece. */
    repairCustomerName: text('repair_customer_name'),
    repairCustomerPhone: text('repair_customer_phone'),
    repairRequest: text('repair_request'),
    repairPromisedOn: date('repair_promised_on', { mode: 'string' }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** The close sheet the entry was closed on, when closed with others (cleared by a send-back). */
    closeBatchId: integer('close_batch_id').references((): AnyPgColumn => entryCloseBatches.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * The shop day of the entry's latest posting (docs/design.md §5): its
     * issue when made, then its close, send-back or acceptance, each on the
     * posting day its postings get (back-dated or today). The reports count
     * the entry on this day.
     */
    postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
  },
  (t) => [
    index('entries_posting_date_idx').on(t.postingDate),
    index('entries_jeweller_idx').on(t.jewellerHolderId, t.createdAt),
    // Reports: the entries created, or accepted, in a period; those still open.
    index('entries_created_idx').on(t.createdAt),
    index('entries_accepted_idx').on(t.acceptedAt),
    index('entries_open_idx').on(t.state).where(sql`${t.state} <> 'accepted'`),
    check('entries_weights_non_negative', sql`${t.spareMg} >= 0 AND coalesce(${t.returnedMg}, 0) >= 0`),
    check('entries_repair_has_customer', sql`(${t.type} = 'repair') = (${t.repairCustomerName} IS NOT NULL)`),
  ],
);

/** A close sheet (`EC-…`): a jeweller's entries closed together, each with its own returned weight. */
export const entryCloseBatches = pgTable(
  'entry_close_batches',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    jewellerHolderId: integer('jeweller_holder_id')
      .notNull()
      .references(() => materialsKeys.holder()),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop day its entries were closed on (docs/design.md §5): today, or the day a manager back-dated it to. */
    postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
  },
  (t) => [index('entry_close_batches_jeweller_idx').on(t.jewellerHolderId, t.createdAt), index('entry_close_batches_posting_date_idx').on(t.postingDate)],
);

/** A piece handed over on a ticket, with the metal issued in it and what it came back with. */
export const entryPieces = pgTable(
  'entry_pieces',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id),
    /** The production item, when the piece is one (a cast piece, say). */
    itemId: integer('item_id').references(() => productionKeys.productionItem()),
    description: text('description').notNull(),
    issuedMg: bigint('issued_mg', { mode: 'number' }).notNull(),
    /** Return information: set when the piece comes back (a weight is optional unless the category is strict). */
    returned: boolean('returned').notNull().default(false),
    returnedMg: bigint('returned_mg', { mode: 'number' }),
    hasStones: boolean('has_stones').notNull().default(false),
    assembled: boolean('assembled').notNull().default(false),
    stonePhotos: text('stone_photos').array().notNull().default(sql`'{}'::text[]`),
    assemblyPhotos: text('assembly_photos').array().notNull().default(sql`'{}'::text[]`),
    /** Photos of the piece as it came back (0018). */
    returnPhotos: text('return_photos').array().notNull().default(sql`'{}'::text[]`),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [index('entry_pieces_entry_idx').on(t.entryId), check('entry_pieces_issued_positive', sql`${t.issuedMg} > 0`)],
);

/** What each entry came back with on a close sheet, as it was then (a later send-back does not rewrite the sheet). */
export const entryCloseBatchLines = pgTable(
  'entry_close_batch_lines',
  {
    batchId: integer('batch_id').notNull().references(() => entryCloseBatches.id),
    entryId: integer('entry_id').notNull().references(() => entries.id),
    issuedMg: bigint('issued_mg', { mode: 'number' }).notNull(),
    returnedMg: bigint('returned_mg', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.entryId] }), index('entry_close_batch_lines_entry_idx').on(t.entryId)],
);

export const stoneShapes = ['round', 'princess', 'oval', 'pear', 'marquise', 'emerald', 'heart', 'baguette', 'other'] as const;

/** Stones set in a piece of an entry (`/entry/gem-{id}`): size in hundredths of a mm, weight in milli-carats. */
export const entryPieceStones = pgTable(
  'entry_piece_stones',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id),
    pieceId: integer('piece_id')
      .notNull()
      .references(() => entryPieces.id),
    stoneType: text('stone_type').notNull(),
    shape: text('shape', { enum: stoneShapes }).notNull(),
    sizeCmm: integer('size_cmm').notNull(),
    count: integer('count').notNull(),
    weightMct: bigint('weight_mct', { mode: 'number' }).notNull(),
    /** The stone lot they were drawn from (the stones module moved them), if any. */
    lotId: integer('lot_id').references(() => stonesKeys.stoneLot()),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entry_piece_stones_entry_idx').on(t.entryId),
    check('entry_piece_stones_positive', sql`${t.count} > 0 AND ${t.sizeCmm} > 0 AND ${t.weightMct} >= 0`),
  ],
);
