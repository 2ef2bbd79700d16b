import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { incentiveModes } from '../../../shared/contracts/sales/incentive';
import { invoiceKinds, invoiceLineKinds } from '../../../shared/contracts/sales/invoice';
import { paymentTypes } from '../../../shared/contracts/sales/payment';
import { purityMethods } from '../../../shared/sales/old-gold';
import { stonePriceModes } from '../../../shared/contracts/stones/gem-pos';
import { paymentMethods } from '../../../shared/sales/tender';
import { currencies } from '../../../shared/units';
import { branches, staff, users } from '../../platform/platform.tables';
import { shopTodayDefault } from '../../platform/shop-today-default';
import { materialsKeys } from '../materials/materials.keys';
import { stockKeys } from '../stock/stock.keys';
import { stonesKeys } from '../stones/stones.keys';

/**
 * Sales (DESIGN §3.8). Money is USD cents (riel where a column says so).
 * Invoices, their lines, voids, payments, tenders and allocations are
 * insert-only (a trigger refuses UPDATE and DELETE): a void is a row of its
 * own, an adjustment is a credit or debit note, a refund is a payment out.
 * Payment states are derived from these rows, never stored.
 */

/** Riel per US dollar, with history; the rate in force is the latest effective one. Insert-only. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    khrPerUsd: integer('khr_per_usd').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** The morning-rates publish that wrote it, when the rate was set there. */
    publicationId: integer('publication_id').references(() => materialsKeys.ratePublication()),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('exchange_rates_positive', sql`${t.khrPerUsd} > 0`), index('exchange_rates_effective_idx').on(t.effectiveAt, t.id)],
);

export const customerGroups = pgTable(
  'customer_groups',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    nameKh: text('name_kh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Discount on the making charge, parts per ten thousand. */
    makingDiscountBp: integer('making_discount_bp').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customer_groups_discount_range', sql`${t.makingDiscountBp} BETWEEN 0 AND 10000`)],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    groupId: integer('group_id').references(() => customerGroups.id),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_phone_idx').on(t.phone), index('customers_name_idx').on(sql`lower(${t.name})`)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    originalInvoiceId: integer('original_invoice_id'),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    customerId: integer('customer_id').references(() => customers.id),
    sellerStaffId: integer('seller_staff_id').references(() => staff.id),
    sampleInvoiceId: integer('sample_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop day the invoice belongs to (DESIGN §5). */
    postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
    dueDate: date('due_date', { mode: 'string' }),
    khrPerUsd: integer('khr_per_usd').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    /** Signed: a credit note is negative. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    totalRiel: bigint('total_riel', { mode: 'number' }).notNull(),
    incentiveCents: bigint('incentive_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The VAT rate (parts per ten thousand) when the shop was VAT registered at issue: the sheet is then a
     * tax invoice with the TIN and the VAT line; null otherwise (an "invoice"). Kept so a later change of
     * the setting never changes a sheet already issued.
     */
    vatRateBp: integer('vat_rate_bp'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    index('invoices_customer_idx').on(t.customerId, t.issuedAt),
    index('invoices_branch_idx').on(t.branchId, t.issuedAt),
    index('invoices_original_idx').on(t.originalInvoiceId),
    // A credit or debit note names its invoice; a sale and a purchase voucher do not.
    check('invoices_note_has_original', sql`(${t.kind} IN ('invoice', 'purchase')) = (${t.originalInvoiceId} IS NULL)`),
    check('invoices_vat_rate_range', sql`${t.vatRateBp} IS NULL OR ${t.vatRateBp} BETWEEN 0 AND 10000`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineNo: integer('line_no').notNull(),
    kind: text('kind', { enum: invoiceLineKinds }).notNull(),
    pieceId: integer('piece_id').references(() => stockKeys.jewelryPiece()),
    code: text('code').notNull().default(''),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => stockKeys.jewelryCategory()),
    /** Null on a stone line (no metal). */
    materialId: integer('material_id').references(() => materialsKeys.materialCategory()),
    grossMg: bigint('gross_mg', { mode: 'number' }).notNull().default(0),
    stoneMg: bigint('stone_mg', { mode: 'number' }).notNull().default(0),
    metalMg: bigint('metal_mg', { mode: 'number' }).notNull(),
    rateCentsPerChi: integer('rate_cents_per_chi').notNull(),
    /**
     * The rate in force when the cashier changed the line's rate (null when the line sold at it), and why.
     * A cashier may only raise an ask or lower a bid; the owner may do both (DESIGN §3.2).
     */
    rateInForceCentsPerChi: integer('rate_in_force_cents_per_chi'),
    rateChangeReason: text('rate_change_reason').notNull().default(''),
    metalCents: bigint('metal_cents', { mode: 'number' }).notNull(),
    makingChargeCents: bigint('making_charge_cents', { mode: 'number' }).notNull().default(0),
    groupDiscountCents: bigint('group_discount_cents', { mode: 'number' }).notNull().default(0),
    stonesCents: bigint('stones_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    incentiveCents: bigint('incentive_cents', { mode: 'number' }).notNull().default(0),
    /** A stone line (the gem POS): the lot, how many stones, their weight and how they were priced (USD cents per carat or per stone). */
    stoneLotId: integer('stone_lot_id').references(() => stonesKeys.stoneLot()),
    stoneCount: integer('stone_count'),
    stoneWeightMct: bigint('stone_weight_mct', { mode: 'number' }),
    stonePriceMode: text('stone_price_mode', { enum: stonePriceModes }),
    stoneUnitPriceCents: bigint('stone_unit_price_cents', { mode: 'number' }),
    /**
     * Old gold bought (DESIGN §3.8): gross_mg is what the scale read; the purity as tested (parts per ten
     * thousand) and how; the melting deduction (parts per ten thousand); the fine weight priced
     * (gross × purity / 10000, less the deduction, rounded once). Null on other lines.
     */
    purityMethod: text('purity_method', { enum: purityMethods }),
    testedPurity: integer('tested_purity'),
    meltDeductionBp: integer('melt_deduction_bp'),
    fineMg: bigint('fine_mg', { mode: 'number' }),
  },
  (t) => [
    unique('invoice_lines_line_no').on(t.invoiceId, t.lineNo),
    index('invoice_lines_piece_idx').on(t.pieceId),
    check('invoice_lines_stone', sql`(${t.kind} = 'stone') = (${t.stoneLotId} IS NOT NULL) AND (${t.kind} = 'stone' OR ${t.materialId} IS NOT NULL)`),
    check('invoice_lines_old_gold_ranges', sql`(${t.testedPurity} IS NULL OR ${t.testedPurity} BETWEEN 0 AND 10000) AND (${t.meltDeductionBp} IS NULL OR ${t.meltDeductionBp} BETWEEN 0 AND 10000)`),
  ],
);

/** An invoice's void: one at most. */
export const invoiceVoids = pgTable('invoice_voids', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  reason: text('reason').notNull(),
  voidedBy: integer('voided_by').references(() => users.id),
  voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
  /** The shop day of the void (DESIGN §5): its reversal postings carry it too. */
  postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    type: text('type', { enum: paymentTypes }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    customerId: integer('customer_id').references(() => customers.id),
    khrPerUsd: integer('khr_per_usd').notNull(),
    /** Net worth in USD cents: received positive, paid out negative. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /**
     * Riel cash goes to the note (DESIGN §2): what the payment settled beyond what its tenders are worth,
     * USD cents, signed (positive: the shop let the customer off a fraction of a note; negative: the
     * customer rounded up). amount_cents = tenders' worth + cash_rounding_cents.
     */
    cashRoundingCents: bigint('cash_rounding_cents', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop day the money belongs to (DESIGN §5). */
    postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [index('payments_paid_idx').on(t.branchId, t.paidAt), index('payments_customer_idx').on(t.customerId, t.paidAt)],
);

export const paymentTenders = pgTable(
  'payment_tenders',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    method: text('method', { enum: paymentMethods }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    /** Signed minor units of the currency: negative left the till. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    isChange: boolean('is_change').notNull().default(false),
    reference: text('reference').notNull().default(''),
  },
  (t) => [index('payment_tenders_payment_idx').on(t.paymentId)],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** Signed USD cents: a refund's are negative. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('payment_allocations_invoice_idx').on(t.invoiceId), index('payment_allocations_payment_idx').on(t.paymentId)],
);

/** Quotations: nothing moves; `converted_invoice_id` is set once, when the POS sells it. */
export const sampleInvoices = pgTable(
  'sample_invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    customerId: integer('customer_id').references(() => customers.id),
    customerName: text('customer_name').notNull().default(''),
    sellerStaffId: integer('seller_staff_id').references(() => staff.id),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    khrPerUsd: integer('khr_per_usd').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    totalRiel: bigint('total_riel', { mode: 'number' }).notNull(),
    /** The priced lines as the quotation printed them (InvoiceLine[]). */
    lines: text('lines').notNull(),
    note: text('note').notNull().default(''),
    convertedInvoiceId: integer('converted_invoice_id').references(() => invoices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [index('sample_invoices_created_idx').on(t.createdAt, t.id)],
);

/** The incentive a seller earns per piece of a category (fixed on the invoice line when sold). */
export const incentiveRules = pgTable(
  'incentive_rules',
  {
    categoryId: integer('category_id')
      .primaryKey()
      .references(() => stockKeys.jewelryCategory()),
    mode: text('mode', { enum: incentiveModes }).notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    percentBp: integer('percent_bp').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('incentive_rules_ranges', sql`${t.amountCents} >= 0 AND ${t.percentBp} BETWEEN 0 AND 10000`)],
);

/** A seller's incentives of a period, paid once. Insert-only. */
export const incentivePayouts = pgTable(
  'incentive_payouts',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    paidBy: integer('paid_by').references(() => users.id),
  },
  (t) => [unique('incentive_payouts_period').on(t.staffId, t.periodFrom, t.periodTo)],
);

/**
 * The seller of old gold bought above the owner's threshold (DESIGN §3.8: dealers in precious metals are
 * reporting entities under Cambodia's 2020 AML/CFT law): who, their identity document, photos of the
 * document and of the items (image ids). One per invoice or purchase voucher; insert-only.
 */
export const oldGoldSellers = pgTable('old_gold_sellers', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  idType: text('id_type').notNull(),
  idNumber: text('id_number').notNull(),
  idPhotos: text('id_photos').array().notNull().default(sql`'{}'::text[]`),
  itemPhotos: text('item_photos').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A branch's till for one shop day (DESIGN §3.8): opened with a float, closed by the cashier with the cash
 * counted, signed off by a manager. Once closed its payments do not change, and no payment is taken into it.
 */
export const tillDays = pgTable(
  'till_days',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    day: date('day', { mode: 'string' }).notNull(),
    openedBy: integer('opened_by').references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    signedBy: integer('signed_by').references(() => users.id),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
  },
  (t) => [unique('till_days_branch_day').on(t.branchId, t.day), check('till_days_signed_after_close', sql`${t.signedAt} IS NULL OR ${t.closedAt} IS NOT NULL`)],
);

/** The float a till opened with, per currency (minor units). */
export const tillFloats = pgTable(
  'till_floats',
  {
    tillDayId: integer('till_day_id')
      .notNull()
      .references(() => tillDays.id),
    currency: text('currency', { enum: currencies }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tillDayId, t.currency] }), check('till_floats_non_negative', sql`${t.amountMinor} >= 0`)],
);

/** Cash put into (positive) or taken out of (negative) a till during the day, with the reason: an expense, a bank deposit. Insert-only. */
export const tillCashMoves = pgTable(
  'till_cash_moves',
  {
    id: serial('id').primaryKey(),
    tillDayId: integer('till_day_id')
      .notNull()
      .references(() => tillDays.id),
    currency: text('currency', { enum: currencies }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('till_cash_moves_day_idx').on(t.tillDayId), check('till_cash_moves_not_zero', sql`${t.amountMinor} <> 0`)],
);

/** What the cashier counted at the close against what the till expected, per method and currency. Insert-only. */
export const tillCounts = pgTable(
  'till_counts',
  {
    tillDayId: integer('till_day_id')
      .notNull()
      .references(() => tillDays.id),
    method: text('method', { enum: paymentMethods }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    expectedMinor: bigint('expected_minor', { mode: 'number' }).notNull(),
    countedMinor: bigint('counted_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tillDayId, t.method, t.currency] })],
);
