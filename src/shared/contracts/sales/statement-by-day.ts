import { z } from 'zod';
import { idQuerySchema } from '../common';
import { paymentMethods } from '../../sales/tender';
import { currencySchema } from '../../units';
import { branchRefSchema } from '../stock/jewelry-piece';
import { shopDaySchema } from './invoice';
import { paymentTypes } from './payment';

/**
 * GET /api/sales/statement-by-day?day=&branchId= (`/statement_by_day`): the
 * day's cash book of a branch, per method and currency, in the currency's
 * own minor units: opening (everything before the day), in, out, closing.
 */
export const statementByDayQuerySchema = z.strictObject({
  day: shopDaySchema,
  branchId: idQuerySchema,
});
export type StatementByDayQuery = z.input<typeof statementByDayQuerySchema>;

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
});
export type StatementByDay = z.infer<typeof statementByDaySchema>;
