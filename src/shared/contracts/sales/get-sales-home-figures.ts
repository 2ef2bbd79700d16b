import { z } from 'zod';
import { namedRecordSchema } from '../common';
import { currencySchema } from '../../units';

/**
 * GET /api/sales/home-figures: today's sales and takings, the shop's day
 * (Asia/Phnom_Penh). Sales: invoices issued today, voided ones left out
 * (count and total, USD cents). Takings: what the day's payments put in the
 * drawer per currency, change and refunds taken off (minor units). A cashier
 * reads their own branch; the office every branch.
 */
export const getSalesHomeFiguresQuerySchema = z.strictObject({});

export const salesHomeFiguresSchema = z.object({
  day: z.string(),
  /** The branch read, when the reader is a branch's cashier; null: every branch. */
  branch: namedRecordSchema.nullable(),
  invoiceCount: z.number().int(),
  salesCents: z.number().int(),
  paymentCount: z.number().int(),
  takings: z.array(z.object({ currency: currencySchema, amountMinor: z.number().int() })),
});
export type SalesHomeFigures = z.infer<typeof salesHomeFiguresSchema>;
