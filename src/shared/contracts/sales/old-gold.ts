import { z } from 'zod';
import { idQuerySchema, idSchema, pageOf, pageQueryShape, textSchema } from '../common';
import { branchRefSchema } from '../stock/jewelry-piece';
import { customerFieldsSchema } from './customer';
import { customerRefSchema, saleLineInputSchema, shopDaySchema } from './invoice';
import { oldGoldSellerInputSchema, oldGoldSellerSchema } from './old-gold-seller';
import { postingDateFields } from '../ledger/posting-date';

/**
 * Old gold bought back (DESIGN §3.8): the purchase voucher (old gold bought from a customer who only sells) and
 * the owner's list of the buy-backs above the threshold.
 */

const oldGoldLineInputSchema = saleLineInputSchema.options[1];

/**
 * POST /api/sales/purchases (with an Idempotency-Key): a purchase voucher, old gold bought without a sale.
 * The shop pays the whole amount out in cash, as a sale's change is given (whole dollars, the rest in riel to the note).
 */
export const createPurchaseBodySchema = z.strictObject({
  branchId: idSchema,
  customerId: idSchema.nullable().default(null),
  newCustomer: customerFieldsSchema.nullable().default(null),
  lines: z.array(oldGoldLineInputSchema).min(1).max(100),
  note: textSchema(500).default(''),
  oldGoldSeller: oldGoldSellerInputSchema.nullable().default(null),
  /** The voucher's shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type CreatePurchaseBody = z.input<typeof createPurchaseBodySchema>;

/** GET /api/sales/buybacks (owner, manager): buy-backs above the threshold, newest first. */
export const findBuybacksQuerySchema = z.strictObject({
  ...pageQueryShape,
  branchId: idQuerySchema.optional(),
  from: shopDaySchema.optional(),
  to: shopDaySchema.optional(),
});
export type FindBuybacksQuery = z.input<typeof findBuybacksQuerySchema>;

export const buybackSchema = z.object({
  invoiceId: z.number().int(),
  number: z.string(),
  kind: z.enum(['invoice', 'purchase']),
  issuedAt: z.iso.datetime(),
  /** The shop day it belongs to (YYYY-MM-DD, docs/design.md §5): a back-dated voucher's own day. */
  postingDate: shopDaySchema,
  branch: branchRefSchema,
  customer: customerRefSchema.nullable(),
  /** What the shop paid for the old gold, USD cents (positive). */
  amountCents: z.number().int(),
  grossMg: z.number().int(),
  fineMg: z.number().int(),
  /** Null when it was bought below the threshold in force then. */
  seller: oldGoldSellerSchema.nullable(),
  voided: z.boolean(),
});
export type Buyback = z.infer<typeof buybackSchema>;

export const findBuybacksResponseSchema = pageOf(buybackSchema).extend({
  /** The threshold the list is drawn at, USD cents. */
  thresholdCents: z.number().int(),
});
export type FindBuybacksResponse = z.infer<typeof findBuybacksResponseSchema>;

