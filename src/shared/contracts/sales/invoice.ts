import { z } from 'zod';
import { invoiceStates, paymentStates } from '../../sales/payment-state';
import { purityMethods } from '../../sales/old-gold';
import { paymentMethods } from '../../sales/tender';
import { centsPerChiSchema, puritySchema } from '../materials/material';
import { currencySchema } from '../../units';
import { daySchema, idQuerySchema, idSchema, namedRecordSchema, pageOf, pageQueryShape, searchSchema, textSchema } from '../common';
import { branchRefSchema, pieceCodeSchema } from '../stock/jewelry-piece';
import { invoiceStoneSchema, stoneSaleLineInputSchema } from '../stones/gem-pos';
import { customerFieldsSchema } from './customer';
import { oldGoldSellerInputSchema } from './old-gold-seller';
import { postingDateFields } from '../ledger/posting-date';

/**
 * Invoices (DESIGN §3.8, spec §4). An invoice is written once and never
 * edited or deleted: voiding adds a void record (the pieces go back to stock,
 * the postings are reversed), adjusting adds a credit or debit note (an
 * invoice of its own, at the original's exchange rate). Money is USD cents;
 * the riel total is the USD total at the invoice's rate, as Cambodian tax
 * invoices print it.
 */
/** A `purchase` is a purchase voucher: old gold bought from a customer who only sells (no pieces sold). */
export const invoiceKinds = ['invoice', 'credit_note', 'debit_note', 'purchase'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
/** A stone line sells stones of a lot (the gem POS, src/shared/contracts/stones/gem-pos.ts). */
export const invoiceLineKinds = ['piece', 'old_gold', 'stone'] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

export const invoiceStateSchema = z.enum(invoiceStates);
export const paymentStateSchema = z.enum(paymentStates);

const centsInputSchema = z.number().int().min(0).max(1_000_000_00);
/** YYYY-MM-DD, a day in the shop's time zone. */
export const shopDaySchema = daySchema;

export const invoiceLineSchema = z.object({
  lineNo: z.number().int(),
  kind: z.enum(invoiceLineKinds),
  pieceId: z.number().int().nullable(),
  code: z.string(),
  description: z.string(),
  categoryId: z.number().int().nullable(),
  /** Null on a stone line (no metal). */
  materialId: z.number().int().nullable(),
  materialCode: z.string().nullable(),
  grossMg: z.number().int(),
  stoneMg: z.number().int(),
  /** The metal priced: gross − stones for a piece, the weight bought for old gold. */
  metalMg: z.number().int(),
  /** Ask (piece) or bid (old gold) rate in force, USD cents per chi. */
  rateCentsPerChi: z.number().int(),
  metalCents: z.number().int(),
  makingChargeCents: z.number().int(),
  groupDiscountCents: z.number().int(),
  stonesCents: z.number().int(),
  discountCents: z.number().int(),
  /** Negative for old gold bought back. */
  amountCents: z.number().int(),
  incentiveCents: z.number().int(),
  /** A stone line's stones (its `code` is the lot's); null or absent on other lines. */
  stone: invoiceStoneSchema.nullable().optional(),
  /** The rate in force when the cashier changed this line's rate (`rateCentsPerChi` is the one used), and why; null or absent when unchanged. */
  rateInForceCentsPerChi: z.number().int().nullable().optional(),
  rateChangeReason: z.string().optional(),
  /** Old gold: how its purity was tested, the purity read (parts per ten thousand), the melting deduction (parts per ten thousand) and the fine weight priced; null or absent on other lines. */
  purityMethod: z.enum(purityMethods).nullable().optional(),
  testedPurity: z.number().int().nullable().optional(),
  meltDeductionBp: z.number().int().nullable().optional(),
  fineMg: z.number().int().nullable().optional(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const staffRefSchema = namedRecordSchema;
export const customerRefSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string() });

/** A payment's share of an invoice, as the invoice lists it. */
export const invoicePaymentSchema = z.object({
  paymentId: z.number().int(),
  number: z.string(),
  type: z.enum(['deposit', 'payment', 'refund']),
  paidAt: z.iso.datetime(),
  /** What was handed over (and the change, negative), for the receipt. */
  tenders: z.array(z.object({ method: z.enum(paymentMethods), currency: currencySchema, amountMinor: z.number().int(), isChange: z.boolean() })),
  /** This invoice's share of the payment. */
  amountCents: z.number().int(),
  /** The payment's cash rounding (riel cash to the note), USD cents, signed: shown on the receipt. */
  cashRoundingCents: z.number().int(),
});

export const invoiceNoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['credit_note', 'debit_note']),
  /** Positive for a debit note, negative for a credit note. */
  amountCents: z.number().int(),
  reason: z.string(),
  issuedAt: z.iso.datetime(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(invoiceKinds),
  /** A note's invoice. */
  originalInvoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  branch: branchRefSchema,
  customer: customerRefSchema.nullable(),
  seller: staffRefSchema.nullable(),
  issuedAt: z.iso.datetime(),
  /** The shop day it belongs to (YYYY-MM-DD, docs/design.md §5): the day it was issued, or an earlier one it was back-dated to. Lists show this day. */
  postingDate: shopDaySchema,
  /** The name of the user who issued it (the receipt prints it as the cashier). */
  issuedBy: z.string().nullable(),
  dueDate: shopDaySchema.nullable(),
  khrPerUsd: z.number().int(),
  /** The VAT rate in force when it was issued (parts per ten thousand, a note takes its invoice's): a tax invoice; null when the shop was not VAT registered. */
  vatRateBp: z.number().int().nullable(),
  lines: z.array(invoiceLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  totalRiel: z.number().int(),
  /** Debit notes minus credit notes. */
  adjustmentsCents: z.number().int(),
  payableCents: z.number().int(),
  payableRiel: z.number().int(),
  /** Deposits applied to it. */
  prepaidCents: z.number().int(),
  /** Every payment net of refunds, deposits included. */
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  incentiveCents: z.number().int(),
  state: invoiceStateSchema,
  paymentState: paymentStateSchema,
  note: z.string(),
  voided: z.object({ at: z.iso.datetime(), by: z.string().nullable(), reason: z.string() }).nullable(),
  notes: z.array(invoiceNoteSchema),
  payments: z.array(invoicePaymentSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceSummarySchema = invoiceSchema.pick({
  id: true,
  number: true,
  kind: true,
  branch: true,
  customer: true,
  seller: true,
  issuedAt: true,
  postingDate: true,
  dueDate: true,
  totalCents: true,
  totalRiel: true,
  payableCents: true,
  prepaidCents: true,
  paidCents: true,
  balanceCents: true,
  discountCents: true,
  incentiveCents: true,
  state: true,
  paymentState: true,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/sales/invoices (`/invoice/list`): newest first. */
export const findInvoicesQuerySchema = z.strictObject({
  ...pageQueryShape,
  /** An invoice number's start, or a customer's name or phone. */
  search: searchSchema.optional(),
  customerId: idQuerySchema.optional(),
  branchId: idQuerySchema.optional(),
  state: invoiceStateSchema.optional(),
  paymentState: paymentStateSchema.optional(),
  /** Issued on or after / on or before these shop days. */
  from: shopDaySchema.optional(),
  to: shopDaySchema.optional(),
  kind: z.enum(invoiceKinds).optional(),
});
export type FindInvoicesQuery = z.input<typeof findInvoicesQuerySchema>;
export const findInvoicesResponseSchema = pageOf(invoiceSummarySchema).extend({
  /** Over the whole filter, not just the page. */
  totals: z.object({ payableCents: z.number().int(), paidCents: z.number().int(), balanceCents: z.number().int() }),
});
export type FindInvoicesResponse = z.infer<typeof findInvoicesResponseSchema>;

/**
 * A line's rate changed at the counter (DESIGN §3.2): the rate to use, USD cents per chi, and why. A cashier
 * may only raise a piece's ask or lower old gold's bid; the owner may move either way. Absent: the rate in force.
 */
const lineRateShape = {
  rateCentsPerChi: centsPerChiSchema.optional(),
  rateChangeReason: textSchema(200).optional(),
};

export const saleLineInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('piece'),
    code: pieceCodeSchema,
    /** The stones' price (from the tag), USD cents. */
    stonesCents: centsInputSchema.default(0),
    discountCents: centsInputSchema.default(0),
    ...lineRateShape,
  }),
  z.strictObject({
    kind: z.literal('old_gold'),
    /** The material it is taken in as (its metal goes to the counter's old-gold holder in this material). */
    materialId: idSchema,
    /** The gross weight on the scale. */
    weightMg: z.number().int().min(1).max(5_000_000),
    /** How the purity was tested and what it read (parts per ten thousand); absent: the material's own purity, untested. */
    purityMethod: z.enum(purityMethods).optional(),
    testedPurity: puritySchema.optional(),
    /** The melting deduction, parts per ten thousand of the fine weight; absent: the material's setting. */
    meltDeductionBp: z.number().int().min(0).max(10_000).optional(),
    description: textSchema(200).default(''),
    ...lineRateShape,
  }),
  stoneSaleLineInputSchema,
]);
export type SaleLineInput = z.input<typeof saleLineInputSchema>;

export const tenderInputSchema = z.strictObject({
  method: z.enum(paymentMethods),
  currency: currencySchema,
  /** Minor units of the currency: cents or riel. */
  amountMinor: z.number().int().min(1).max(100_000_000_00),
  /** A bank transfer's or KHQR's reference. */
  reference: textSchema(120).default(''),
});
export type TenderInput = z.input<typeof tenderInputSchema>;

/** What prices a sale: the lines, who buys, at which branch. */
export const quoteSaleBodySchema = z.strictObject({
  branchId: idSchema,
  customerId: idSchema.nullable().default(null),
  lines: z.array(saleLineInputSchema).min(1).max(100),
  discountCents: centsInputSchema.default(0),
});
export type QuoteSaleBody = z.input<typeof quoteSaleBodySchema>;

/** POST /api/sales/quote: the POS's live price, exactly as the sale would charge it now. */
export const saleQuoteSchema = z.object({
  khrPerUsd: z.number().int(),
  lines: z.array(invoiceLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  totalRiel: z.number().int(),
  /**
   * Lines refused on their own (an unknown or sold piece, a rate moved the wrong way…), by field as sent
   * (`lines.{i}.code`), in the caller's language: left out of the price, the others priced (a line's `lineNo`
   * is its place as sent). The sale refuses them.
   */
  lineProblems: z.record(z.string(), z.string()).optional(),
});
export type SaleQuote = z.infer<typeof saleQuoteSchema>;

/**
 * POST /api/sales/invoices (the POS, with an Idempotency-Key): the invoice,
 * the pieces sold, the metal posted, and what was paid at once. A new
 * customer may be created with it. A walk-in (no customer) pays in full.
 */
export const createSaleBodySchema = quoteSaleBodySchema.extend({
  newCustomer: customerFieldsSchema.nullable().default(null),
  sellerStaffId: idSchema.nullable().default(null),
  dueDate: shopDaySchema.nullable().default(null),
  tenders: z.array(tenderInputSchema).max(10).default([]),
  note: textSchema(500).default(''),
  /** The quotation this sale carries out (`/sample_invoice_list` → the POS). */
  sampleInvoiceId: idSchema.nullable().default(null),
  /** Who sold the old gold on it: required when the old gold bought is above the owner's threshold (old-gold-seller.ts). */
  oldGoldSeller: oldGoldSellerInputSchema.nullable().default(null),
  /** The sale's shop day (ledger/posting-date.ts): its invoice, metal and money; today unless back-dated. */
  ...postingDateFields,
});
export type CreateSaleBody = z.input<typeof createSaleBodySchema>;

export const saleResultSchema = z.object({
  invoice: invoiceSchema,
  /** The payment taken at the counter, if any. */
  paymentId: z.number().int().nullable(),
  change: z.object({ cents: z.number().int(), usdCents: z.number().int(), riel: z.number().int() }),
  /** The payment's cash rounding (riel cash to the note), USD cents. */
  cashRoundingCents: z.number().int().optional(),
});
export type SaleResult = z.infer<typeof saleResultSchema>;

/** POST /api/sales/invoices/{id}/void (owner): with a reason; refused while payments stand on it. */
/** `postingDate`: the void's day (today by default; an earlier one is back-dating, whose reason is `reason`); never in a closed month (409). */
export const voidInvoiceBodySchema = z.strictObject({ reason: textSchema(500).min(1), postingDate: daySchema.optional() });
export type VoidInvoiceBody = z.infer<typeof voidInvoiceBodySchema>;

/** POST /api/sales/invoices/{id}/adjustments: a credit note (less to pay) or a debit note (more). */
export const adjustInvoiceBodySchema = z.strictObject({
  kind: z.enum(['credit_note', 'debit_note']),
  amountCents: z.number().int().min(1).max(1_000_000_00),
  reason: textSchema(500).min(1),
});
export type AdjustInvoiceBody = z.infer<typeof adjustInvoiceBodySchema>;
