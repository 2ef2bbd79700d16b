import { z } from 'zod';
import { branchRefSchema, categoryRefSchema, materialRefSchema, rangeInOrder, rangeInOrderMessage, reportFilterShape, reportIdSchema, reportPeriodSchema } from './report-common';

/**
 * GET /api/reports/jewelry (`/report/jewelry`): jewelry stock and sales by
 * category and material. Stock is the pieces in stock now (in `branchId`
 * if given); accepted is the pieces taken into stock in the period; sales
 * are the piece lines of the invoices issued in the period (voided invoices
 * left out) with their line amounts; old gold bought back is per material.
 * Line amounts are before the invoice-wide discount and the notes, which
 * `salesTotals` adds so the figures meet the invoices' payable.
 */
export const jewelryReportFilterShape = {
  from: reportFilterShape.from,
  to: reportFilterShape.to,
  branchId: reportFilterShape.branchId,
  materialId: reportFilterShape.materialId,
  categoryId: reportIdSchema.optional(),
};

export const getJewelryReportQuerySchema = z
  .strictObject({ ...jewelryReportFilterShape })
  .refine(rangeInOrder, rangeInOrderMessage);
export type GetJewelryReportQuery = z.input<typeof getJewelryReportQuerySchema>;

export const jewelryReportRowSchema = z.object({
  /** Null: pieces without a category. */
  category: categoryRefSchema.nullable(),
  material: materialRefSchema,
  inStockCount: z.number().int(),
  inStockGrossMg: z.number().int(),
  inStockStoneMg: z.number().int(),
  /** gross − stones: the metal the counters hold for them. */
  inStockMetalMg: z.number().int(),
  frozenCount: z.number().int(),
  acceptedCount: z.number().int(),
  acceptedMetalMg: z.number().int(),
  soldCount: z.number().int(),
  soldMetalMg: z.number().int(),
  /** Σ line amount (metal + making − group discount + stones − line discount), USD cents. */
  salesCents: z.number().int(),
  metalCents: z.number().int(),
  makingChargeCents: z.number().int(),
  stonesCents: z.number().int(),
  /** The customers' group discount on the making charge and the lines' own discounts: salesCents = metal + making + stones − discount. */
  discountCents: z.number().int(),
});
export type JewelryReportRow = z.infer<typeof jewelryReportRowSchema>;

export const jewelryReportSchema = z.object({
  period: reportPeriodSchema,
  /** Stock counts are of this branch (null: every branch). */
  branch: branchRefSchema.nullable(),
  /** Per category and material: category code order, no category last. */
  rows: z.array(jewelryReportRowSchema),
  /** Old gold bought back in the period, per material: weight and what was paid (positive), USD cents. */
  oldGold: z.array(z.object({ material: materialRefSchema, lineCount: z.number().int(), metalMg: z.number().int(), paidCents: z.number().int() })),
  /**
   * The period's invoices (of `branchId`; the category and material filters do
   * not apply, a discount or a note is the invoice's): Σ piece lines + Σ
   * loose stones (the gem POS) − Σ old gold − invoice-wide discounts + their
   * notes = payable, USD cents.
   */
  salesTotals: z.object({
    invoiceCount: z.number().int(),
    pieceLinesCents: z.number().int(),
    stoneLinesCents: z.number().int(),
    oldGoldCents: z.number().int(),
    invoiceDiscountCents: z.number().int(),
    notesCents: z.number().int(),
    payableCents: z.number().int(),
  }),
});
export type JewelryReport = z.infer<typeof jewelryReportSchema>;
