import { z } from 'zod';
import { namedRecordSchema } from '../common';
import { materialRefSchema, rangeInOrder, rangeInOrderMessage, reportFilterShape, reportHolderSchema, reportMonthSchema, reportPeriodSchema } from './report-common';

/**
 * GET /api/reports/loss (`/report/loss`): the metal lost in the period.
 * Jewellers' loss is read from their entries accepted in the period (loss =
 * init + spare − returned, the amount posted to LOSS at acceptance) against
 * the allowance of the entry's category (⌊issued × ‰ ÷ 1000⌋ per entry).
 * `bySource` and `byMonth` read every posting to LOSS in the period from the
 * ledger (entries, casts, melts; a reversal nets out). `staffId` keeps the
 * entries of that staff member's benches (and, in the ledger figures, the
 * loss posted from them).
 */
export const lossReportFilterShape = {
  from: reportFilterShape.from,
  to: reportFilterShape.to,
  materialId: reportFilterShape.materialId,
  staffId: reportFilterShape.staffId,
};

export const getLossReportQuerySchema = z
  .strictObject({ ...lossReportFilterShape })
  .refine(rangeInOrder, rangeInOrderMessage);
export type GetLossReportQuery = z.input<typeof getLossReportQuerySchema>;

/** Entries' figures for a group (a jeweller, a category, a month), one material. */
export const entryLossShape = {
  material: materialRefSchema,
  entryCount: z.number().int(),
  /** Init (the pieces) + spare, mg. */
  issuedMg: z.number().int(),
  returnedMg: z.number().int(),
  lossMg: z.number().int(),
  allowedMg: z.number().int(),
  /** Σ max(0, loss − allowed) per entry. */
  overAllowanceMg: z.number().int(),
  /** Entries whose loss was over their allowance (accepted by the owner with a reason). */
  overAllowanceCount: z.number().int(),
  /** loss ÷ issued, basis points (null when nothing was issued). */
  lossBasisPoints: z.number().int().nullable(),
  allowedBasisPoints: z.number().int().nullable(),
};

export const lossByJewellerSchema = z.object({ jeweller: reportHolderSchema, ...entryLossShape });
export const lossByCategorySchema = z.object({
  category: namedRecordSchema.extend({ allowedLossPermille: z.number().int() }),
  ...entryLossShape,
});

/** Every posting to LOSS of a material in a period, by the document that posted it, mg (net of reversals). */
export const lossBySourceShape = {
  material: materialRefSchema,
  entryLossMg: z.number().int(),
  castLossMg: z.number().int(),
  meltLossMg: z.number().int(),
  otherLossMg: z.number().int(),
  totalLossMg: z.number().int(),
};
export const lossBySourceSchema = z.object(lossBySourceShape);

export const lossByMonthSchema = z.object({
  month: reportMonthSchema,
  ...lossBySourceShape,
  /** The month's accepted entries (inside the period). */
  entryIssuedMg: z.number().int(),
  entryAllowedMg: z.number().int(),
  entryLossBasisPoints: z.number().int().nullable(),
});

export const lossReportSchema = z.object({
  period: reportPeriodSchema,
  /** Per jeweller's bench and material, the bench's code order. */
  byJeweller: z.array(lossByJewellerSchema),
  /** Per entry category and material. */
  byCategory: z.array(lossByCategorySchema),
  /** Per month of the period (the period's part of its first and last month) and material, oldest first. */
  byMonth: z.array(lossByMonthSchema),
  /** Per material over the period: the ledger's loss by source … */
  bySource: z.array(lossBySourceSchema),
  /** … and the entries' totals against their allowance. */
  entryTotals: z.array(z.object(entryLossShape)),
});
export type LossReport = z.infer<typeof lossReportSchema>;
