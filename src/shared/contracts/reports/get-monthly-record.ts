import { z } from 'zod';
import { paymentMethods } from '../../sales/tender';
import { currencySchema } from '../../units';
import { branchRefSchema, materialRefSchema, reportHolderSchema, reportIdSchema, reportMonthSchema, reportPeriodSchema } from './report-common';

/**
 * GET /api/reports/monthly-record (`/report/monthly-record`): the month's
 * closing figures, read from the ledger and the invoices.
 *
 * Metal, per holder and material (every holder that held or moved any):
 * opening = the ledger's balance at the start of the month; in = postings
 * to the holder, out = postings from it, lost = its postings to LOSS less
 * LOSS's back to it (a reversal), in and out not counting LOSS; closing =
 * the balance at the end of the month. So opening + in − out − lost =
 * closing, exactly. The materials' lines sum the physical holders: metal
 * moves between them cancel, so opening + from OUTSIDE − to OUTSIDE − lost
 * + made by melting − used by melting = closing.
 *
 * Money, for `branchId` if given (the metal is the whole workshop's):
 * invoices issued in the month and their payable, payments by method and
 * currency in the currency's own minor units (riel for KHR), and what
 * customers owed at the close of the month.
 */
export const monthlyRecordFilterShape = {
  /** Defaults to the current month. */
  month: reportMonthSchema.optional(),
  branchId: reportIdSchema.optional(),
  materialId: reportIdSchema.optional(),
};
export const getMonthlyRecordQuerySchema = z.strictObject(monthlyRecordFilterShape);
export type GetMonthlyRecordQuery = z.input<typeof getMonthlyRecordQuerySchema>;

export const monthlyHolderRowSchema = z.object({
  holder: reportHolderSchema,
  material: materialRefSchema,
  openingMg: z.number().int(),
  inMg: z.number().int(),
  outMg: z.number().int(),
  lostMg: z.number().int(),
  closingMg: z.number().int(),
});
export type MonthlyHolderRow = z.infer<typeof monthlyHolderRowSchema>;

export const monthlyMaterialRowSchema = z.object({
  material: materialRefSchema,
  /** On hand (every physical holder) at the start of the month. */
  openingMg: z.number().int(),
  /** From OUTSIDE into the workshop: bought, old gold, customers' metal. */
  receivedMg: z.number().int(),
  /** To OUTSIDE: sold, given back. */
  releasedMg: z.number().int(),
  lostMg: z.number().int(),
  /** Melting and alloying: made (from MELT) and used (to MELT). */
  meltMadeMg: z.number().int(),
  meltUsedMg: z.number().int(),
  closingMg: z.number().int(),
});
export type MonthlyMaterialRow = z.infer<typeof monthlyMaterialRowSchema>;

export const monthlyPaymentBookSchema = z.object({
  method: z.enum(paymentMethods),
  currency: currencySchema,
  /** Minor units of the currency (cents, riel): received, and paid out (change, refunds) as a positive figure. */
  inMinor: z.number().int(),
  outMinor: z.number().int(),
});

export const monthlyRecordSchema = z.object({
  month: reportMonthSchema,
  period: reportPeriodSchema,
  branch: branchRefSchema.nullable(),
  /** Physical holders first, then LOSS, OUTSIDE and MELT; by kind and code. */
  holders: z.array(monthlyHolderRowSchema),
  materials: z.array(monthlyMaterialRowSchema),
  sales: z.object({
    invoiceCount: z.number().int(),
    voidedCount: z.number().int(),
    piecesSold: z.number().int(),
    /** Σ payable of the month's invoices (total + debit − credit notes; voided: 0), USD cents, and the same invoices' totals in riel at their own rate. */
    salesCents: z.number().int(),
    salesRiel: z.number().int(),
    /** Credit and debit notes issued in the month (on any invoice), signed USD cents. */
    notesCents: z.number().int(),
    oldGoldCents: z.number().int(),
    /** Payments made in the month, net in USD cents (refunds negative), and by type. */
    paymentsCents: z.number().int(),
    depositsCents: z.number().int(),
    refundsCents: z.number().int(),
    books: z.array(monthlyPaymentBookSchema),
    /** What customers owed at the end of the month on invoices issued by then: payable as of then − paid by then, where above zero. */
    receivableAtCloseCents: z.number().int(),
  }),
});
export type MonthlyRecord = z.infer<typeof monthlyRecordSchema>;
