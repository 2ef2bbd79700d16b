import { z } from 'zod';
import { paymentMethods } from '../../sales/tender';
import { currencySchema } from '../../units';
import { idQuerySchema, idSchema, pageOf, pageQueryShape, textSchema } from '../common';
import { branchRefSchema } from '../stock/jewelry-piece';
import { postingDateFields } from '../ledger/posting-date';
import { customerRefSchema, shopDaySchema, tenderInputSchema } from './invoice';

/**
 * Payments (DESIGN §3.8): insert-only. A payment is money handed over in one
 * or more methods and currencies (its tenders, the change given back as
 * negative cash tenders), shared out over one customer's invoices (its
 * allocations). A deposit may stay unallocated as the customer's credit; a
 * refund pays money back out of an invoice.
 */
export const paymentTypes = ['deposit', 'payment', 'refund'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentTenderSchema = z.object({
  method: z.enum(paymentMethods),
  currency: currencySchema,
  /** Signed: negative when money left the till (change, a refund). */
  amountMinor: z.number().int(),
  /** Its worth in USD cents at the payment's rate. */
  valueCents: z.number().int(),
  isChange: z.boolean(),
  reference: z.string(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.enum(paymentTypes),
  branch: branchRefSchema,
  customer: customerRefSchema.nullable(),
  paidAt: z.iso.datetime(),
  /** The shop day it belongs to (YYYY-MM-DD, docs/design.md §5): the day it was taken, or an earlier one it was back-dated to. Lists show this day. */
  postingDate: shopDaySchema,
  receivedBy: z.string().nullable(),
  khrPerUsd: z.number().int(),
  /** Net worth, USD cents: positive received, negative paid out. */
  amountCents: z.number().int(),
  /**
   * Riel cash goes to the note (DESIGN §2): USD cents settled beyond what the money is worth, signed
   * (positive: the shop let the customer off a fraction of a note). amountCents = Σ tenders' valueCents + this.
   */
  cashRoundingCents: z.number().int(),
  tenders: z.array(paymentTenderSchema),
  allocations: z.array(z.object({ invoiceId: z.number().int(), number: z.string(), amountCents: z.number().int() })),
  /** A deposit's part not applied to an invoice. */
  unallocatedCents: z.number().int(),
  note: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * POST /api/sales/payments (Idempotency-Key): `/invoice/payment` (one
 * invoice), `/payment/group` (several of one customer's), a deposit, a
 * refund. Amounts are positive; a refund's are paid out. The tenders must
 * cover the allocations; what is over comes back as change (cash only).
 */
export const recordPaymentBodySchema = z.strictObject({
  branchId: idSchema,
  customerId: idSchema.nullable().default(null),
  type: z.enum(paymentTypes),
  allocations: z
    .array(z.strictObject({ invoiceId: idSchema, amountCents: z.number().int().min(1).max(1_000_000_00) }))
    .max(100)
    .default([]),
  tenders: z.array(tenderInputSchema).min(1).max(10),
  note: textSchema(500).default(''),
  /** The money's shop day (DESIGN §5): today, or an earlier day of the open period for a manager or the owner, with a reason. */
  ...postingDateFields,
});
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;

export const recordPaymentResultSchema = z.object({
  payment: paymentSchema,
  change: z.object({ cents: z.number().int(), usdCents: z.number().int(), riel: z.number().int() }),
});
export type RecordPaymentResult = z.infer<typeof recordPaymentResultSchema>;

/**
 * POST /api/sales/payments/apply-credit (Idempotency-Key): a customer's
 * unapplied credit (deposits not yet on an invoice) put on their invoices.
 */
export const applyCreditBodySchema = z.strictObject({
  customerId: idSchema,
  allocations: z
    .array(z.strictObject({ invoiceId: idSchema, amountCents: z.number().int().min(1).max(1_000_000_00) }))
    .min(1)
    .max(100),
});
export type ApplyCreditBody = z.infer<typeof applyCreditBodySchema>;

export const applyCreditResultSchema = z.object({
  /** Each deposit's part put on each invoice, oldest deposit first. */
  allocations: z.array(z.object({ paymentId: z.number().int(), paymentNumber: z.string(), invoiceId: z.number().int(), amountCents: z.number().int() })),
  /** The credit left. */
  creditCents: z.number().int(),
});
export type ApplyCreditResult = z.infer<typeof applyCreditResultSchema>;

/** GET /api/sales/payments (`/payment/pos`): newest first. */
export const findPaymentsQuerySchema = z.strictObject({
  ...pageQueryShape,
  customerId: idQuerySchema.optional(),
  branchId: idQuerySchema.optional(),
  type: z.enum(paymentTypes).optional(),
  method: z.enum(paymentMethods).optional(),
  from: shopDaySchema.optional(),
  to: shopDaySchema.optional(),
});
export type FindPaymentsQuery = z.input<typeof findPaymentsQuerySchema>;
export const findPaymentsResponseSchema = pageOf(paymentSchema);
export type FindPaymentsResponse = z.infer<typeof findPaymentsResponseSchema>;
