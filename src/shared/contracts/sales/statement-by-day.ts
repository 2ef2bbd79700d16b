import { z } from 'zod';
import { idQuerySchema } from '../common';
import { exportShape } from '../platform/export-file';
import { paymentMethods } from '../../sales/tender';
import { currencySchema } from '../../units';
import { branchRefSchema } from '../stock/jewelry-piece';
import { shopDaySchema } from './invoice';
import { paymentTypes } from './payment';
import { tillSchema } from './till';

/**
 * GET /api/sales/statement-by-day?day=&branchId= (`/statement_by_day`): the
 * day's cash book of a branch, per method and currency, in the currency's
 * own minor units: opening (everything before the day), in, out, closing;
 * the payments' cash rounding (riel cash to the note); the day's till (float,
 * cash moves, expected against counted, who closed and signed), and the
 * grams of gold sold and bought per material beside the money.
 */
export const statementByDayQuerySchema = z.strictObject({
  day: shopDaySchema,
  branchId: idQuerySchema,
});
export type StatementByDayQuery = z.input<typeof statementByDayQuerySchema>;

/** GET /api/sales/statement-by-day/export?day=&branchId=&format=csv|xlsx: the same statement as a file. */
export const exportStatementByDayQuerySchema = statementByDayQuerySchema.extend(exportShape);

export const statementBookSchema = z.object({
  method: z.enum(paymentMethods),
  currency: currencySchema,
  openingMinor: z.number().int(),
  inMinor: z.number().int(),
  outMinor: z.number().int(),
  closingMinor: z.number().int(),
});

export const statementEntrySchema = z.object({
  paymentId: z.number().int(),
  number: z.string(),
  type: z.enum(paymentTypes),
  paidAt: z.iso.datetime(),
  customer: z.string().nullable(),
  invoices: z.array(z.string()),
  method: z.enum(paymentMethods),
  currency: currencySchema,
  amountMinor: z.number().int(),
  isChange: z.boolean(),
});

export const statementByDaySchema = z.object({
  day: shopDaySchema,
  branch: branchRefSchema,
  books: z.array(statementBookSchema),
  entries: z.array(statementEntrySchema),
  /** Invoices issued that day: count and payable, USD cents. */
  invoiceCount: z.number().int(),
  salesCents: z.number().int(),
  /** The payments whose riel cash was rounded to the note: each one's rounding, USD cents, signed. */
  roundings: z.array(z.object({ paymentId: z.number().int(), number: z.string(), paidAt: z.iso.datetime(), cashRoundingCents: z.number().int() })),
  /** Their sum, USD cents: what the day's payments settled beyond the money handed over. */
  cashRoundingCents: z.number().int(),
  /** The branch's till of the day; null when it was not opened (a shop that does not use it). */
  till: tillSchema.nullable(),
  /** Metal of the day's invoices and purchase vouchers (voided ones left out), per material, mg: pieces sold; old gold bought, gross and fine. */
  gold: z.array(
    z.object({
      materialId: z.number().int(),
      code: z.string(),
      nameKh: z.string(),
      nameEn: z.string(),
      soldMg: z.number().int(),
      boughtGrossMg: z.number().int(),
      boughtFineMg: z.number().int(),
    }),
  ),
});
export type StatementByDay = z.infer<typeof statementByDaySchema>;
