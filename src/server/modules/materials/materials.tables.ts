import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { holderKindValues, materialDocumentKinds, rateBases, type HolderKindValue } from '../../../shared/contracts/materials/material';
import { branches, staff, users } from '../../platform/platform.tables';
import { shopTodayDefault } from '../../platform/shop-today-default';

export const holderKinds = holderKindValues;
export type HolderKind = HolderKindValue;

/** A metal at a purity (DESIGN §3.2). */
export const materialCategories = pgTable(
  'material_categories',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameKh: text('name_kh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Parts per ten thousand: 9999 = 99.99 %, 7500 = 18K. */
    purity: integer('purity').notNull(),
    /** Wax ratio × 1000 (metal mg per wax mg, see casting). */
    waxRatioMilli: integer('wax_ratio_milli').notNull().default(0),
    materialStrict: boolean('material_strict').notNull().default(false),
    /** How the morning rates set this material's rates (rateBases). */
    rateBasis: text('rate_basis', { enum: rateBases }).notNull().default('own'),
    /** Added to the rate derived from the base by purity, USD cents per chi, signed (a discount is negative). */
    ratePremiumCentsPerChi: integer('rate_premium_cents_per_chi').notNull().default(0),
    /** Old gold of this material bought back loses this much in the melt: parts per ten thousand of its fine weight. */
    meltDeductionBp: integer('melt_deduction_bp').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('material_categories_purity_range', sql`${t.purity} BETWEEN 0 AND 10000`),
    check('material_categories_wax_ratio_non_negative', sql`${t.waxRatioMilli} >= 0`),
    check('material_categories_melt_deduction_range', sql`${t.meltDeductionBp} BETWEEN 0 AND 10000`),
    // One base metal at most: the one the shop types each morning.
    uniqueIndex('material_categories_one_rate_base').on(t.rateBasis).where(sql`${t.rateBasis} = 'base'`),
  ],
);

/** Anyone or anything that can hold metal; `loss` and `outside` are not physical. */
export const holders = pgTable(
  'holders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: holderKinds }).notNull(),
    code: text('code').notNull().unique(),
    nameKh: text('name_kh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Physical holders may never go below zero. */
    physical: boolean('physical').notNull().default(true),
    staffId: integer('staff_id').references(() => staff.id),
    branchId: integer('branch_id').references(() => branches.id),
    capMg: bigint('cap_mg', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('holders_cap_non_negative', sql`${t.capMg} IS NULL OR ${t.capMg} >= 0`),
    index('holders_kind_idx').on(t.kind),
    // A branch has one old-gold holder (made with its counter).
    uniqueIndex('holders_one_old_gold_per_branch').on(t.branchId).where(sql`${t.kind} = 'old_gold'`),
  ],
);


/** A transfer, return, melt or reversal slip; insert-only. Its postings carry document type = kind, id = this id. */
export const materialDocuments = pgTable(
  'material_documents',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: materialDocumentKinds }).notNull(),
    note: text('note').notNull().default(''),
    /** A reversal names the document it cancels; a document is reversed at most once. */
    reversesDocumentId: integer('reverses_document_id').unique(),
    capOverridden: boolean('cap_overridden').notNull().default(false),
    /** Melts: fine weights in, out and lost (mg), and the loss posted in the output material. */
    fineInMg: bigint('fine_in_mg', { mode: 'number' }),
    fineOutMg: bigint('fine_out_mg', { mode: 'number' }),
    fineLossMg: bigint('fine_loss_mg', { mode: 'number' }),
    lossMg: bigint('loss_mg', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop day the slip belongs to (DESIGN §5). */
    postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
  },
  (t) => [index('material_documents_kind_idx').on(t.kind, t.id)],
);


/**
 * One publish of the morning rates (DESIGN §3.2): the base metal's ask and bid
 * as typed, the unit the shop quoted them in, the instant every rate of it
 * takes effect. Its material rates (and the riel rate, when given) carry its
 * id. Insert-only.
 */
export const ratePublications = pgTable('rate_publications', {
  id: serial('id').primaryKey(),
  effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  /** 'chi' or 'damleung': how the base was typed (rates are stored per chi). */
  quotedPer: text('quoted_per', { enum: ['chi', 'damleung'] }).notNull(),
  baseMaterialId: integer('base_material_id').references(() => materialCategories.id),
  baseAskCentsPerChi: integer('base_ask_cents_per_chi'),
  baseBidCentsPerChi: integer('base_bid_cents_per_chi'),
  note: text('note').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Buy/sell rates per chi of a material, in force from `effectiveAt`; insert-only (a trigger refuses UPDATE and DELETE). */
export const materialRates = pgTable(
  'material_rates',
  {
    id: serial('id').primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materialCategories.id),
    /** The morning-rates publish that wrote it; null for a rate set alone. */
    publicationId: integer('publication_id').references(() => ratePublications.id),
    askCentsPerChi: integer('ask_cents_per_chi').notNull(),
    bidCentsPerChi: integer('bid_cents_per_chi').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('material_rates_bid_not_above_ask', sql`${t.bidCentsPerChi} >= 0 AND ${t.bidCentsPerChi} <= ${t.askCentsPerChi}`),
    index('material_rates_material_effective_idx').on(t.materialId, t.effectiveAt, t.id),
  ],
);

/**
 * The rate board's links (DESIGN §3.10): a secret link per TV or screen, made,
 * named and revoked by the owner; only the SHA-256 of its token is kept.
 * `forReceipts` marks the one whose price page receipts print (at most one,
 * never a revoked one).
 */
export const boardLinks = pgTable(
  'board_links',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    forReceipts: boolean('for_receipts').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedBy: integer('revoked_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('board_links_revoked_not_for_receipts', sql`${t.revokedAt} IS NULL OR NOT ${t.forReceipts}`),
    uniqueIndex('board_links_token_hash_idx').on(t.tokenHash),
    uniqueIndex('board_links_one_for_receipts').on(t.forReceipts).where(sql`${t.forReceipts}`),
  ],
);
