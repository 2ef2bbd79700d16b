import { z } from 'zod';
import { idSchema, pageOf, pageQueryShape, searchSchema, textSchema } from '../common';
import { branchRefSchema } from '../stock/jewelry-piece';
import { customerRefSchema, invoiceLineSchema, quoteSaleBodySchema, shopDaySchema, staffRefSchema } from './invoice';

/**
 * Sample invoices (`/sample_invoice`, `/sample_invoice_list`): quotations
 * priced like a sale at the rates of the day they were made; nothing moves.
 * Converting one sells its pieces at the POS, priced at the rates in force
 * then (gold moves daily), and links the two.
 */
export const sampleInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  branch: branchRefSchema,
  customer: customerRefSchema.nullable(),
  customerName: z.string(),
  seller: staffRefSchema.nullable(),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  validUntil: z.iso.date(),
  khrPerUsd: z.number().int(),
  lines: z.array(invoiceLineSchema),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  totalRiel: z.number().int(),
  note: z.string(),
  convertedInvoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type SampleInvoice = z.infer<typeof sampleInvoiceSchema>;

/** POST /api/sales/sample-invoices: a quotation; a walk-in may be named without a customer record. */
export const createSampleInvoiceBodySchema = quoteSaleBodySchema.extend({
  customerName: textSchema(120).default(''),
  sellerStaffId: idSchema.nullable().default(null),
  validUntil: shopDaySchema,
  note: textSchema(500).default(''),
});
export type CreateSampleInvoiceBody = z.input<typeof createSampleInvoiceBodySchema>;

export const findSampleInvoicesQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: searchSchema.optional(),
  converted: z.enum(['true', 'false']).optional(),
});
export type FindSampleInvoicesQuery = z.input<typeof findSampleInvoicesQuerySchema>;
export const findSampleInvoicesResponseSchema = pageOf(sampleInvoiceSchema.omit({ lines: true }));
export type FindSampleInvoicesResponse = z.infer<typeof findSampleInvoicesResponseSchema>;
