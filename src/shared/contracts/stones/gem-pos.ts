import { z } from 'zod';
import { idSchema } from '../common';
import { stoneCountSchema, stoneShapeSchema, weightMctSchema } from './stone';

/**
 * The gem POS (`/gem_pos`, `/gem_stone/pos`) sells stones of a lot through
 * the Sales invoices, and `/sample_invoice_stone` quotes them: a stone line
 * goes into `lines` of POST /api/sales/quote, /api/sales/invoices and
 * /api/sales/sample-invoices beside piece and old-gold lines.
 *
 * A line names both the stones and their weight (a count sold by the carat
 * is weighed, a weight sold by the stone is counted); it is priced
 *   per_carat: weightMct × unitPriceCents / 1000,
 *   per_stone: count × unitPriceCents,
 * less its discount, rounded once, half away from zero, to the cent
 * (src/shared/stones/gem-price.ts). Selling takes the stones from the lot's
 * available stones (never below zero); voiding the invoice gives them back.
 */
export const stonePriceModes = ['per_carat', 'per_stone'] as const;
export type StonePriceMode = (typeof stonePriceModes)[number];

const centsInputSchema = z.number().int().min(0).max(1_000_000_00);

/** A stone line of a sale or a quotation, as the POS sends it. */
export const stoneSaleLineInputSchema = z.strictObject({
  kind: z.literal('stone'),
  lotId: idSchema,
  count: stoneCountSchema,
  weightMct: weightMctSchema,
  priceMode: z.enum(stonePriceModes),
  /** USD cents per carat or per stone, as `priceMode` says. */
  unitPriceCents: centsInputSchema,
  discountCents: centsInputSchema.default(0),
});
export type StoneSaleLineInput = z.input<typeof stoneSaleLineInputSchema>;

/**
 * What an invoice or quotation line of kind `stone` says of its stones (its
 * `stone` field; null on other lines). The line's `code` is the lot's code,
 * its metal figures are zero and it has no material; `stonesCents` is the
 * price before the line's discount and `amountCents` after it.
 */
export const invoiceStoneSchema = z.object({
  lotId: z.number().int(),
  lotCode: z.string(),
  stoneType: z.string(),
  shape: stoneShapeSchema,
  sizeCmm: z.number().int(),
  colour: z.string(),
  quality: z.string(),
  count: z.number().int(),
  weightMct: z.number().int(),
  priceMode: z.enum(stonePriceModes),
  unitPriceCents: z.number().int(),
});
export type InvoiceStone = z.infer<typeof invoiceStoneSchema>;
