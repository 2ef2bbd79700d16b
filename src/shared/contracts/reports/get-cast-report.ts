import { z } from 'zod';
import { castStatusValues } from '../casting/cast';
import { materialRefSchema, rangeInOrder, rangeInOrderMessage, reportDaySchema, reportFilterShape, reportPageShape, reportPeriodSchema, staffRefSchema } from './report-common';

/**
 * GET /api/reports/cast (`/report/cast`): the casts of the period (by cast
 * day), one row each (a page of them, newest first), and per caster and per
 * material the totals. Weights as DESIGN §3.4: pieces = clean − root,
 * loss = actual − over − clean, loss % = loss ÷ actual; a cast's loss is
 * known once it is cut and posted when it is finished, so the totals' loss
 * and loss % count finished casts only. `staffId` is the caster (handler).
 */
export const castReportFilterShape = {
  from: reportFilterShape.from,
  to: reportFilterShape.to,
  materialId: reportFilterShape.materialId,
  staffId: reportFilterShape.staffId,
};

export const getCastReportQuerySchema = z
  .strictObject({ ...castReportFilterShape, ...reportPageShape })
  .refine(rangeInOrder, rangeInOrderMessage);
export type GetCastReportQuery = z.input<typeof getCastReportQuerySchema>;

export const castReportRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  castOn: reportDaySchema,
  status: z.enum(castStatusValues),
  material: materialRefSchema,
  handler: staffRefSchema.nullable(),
  /** Wax pieces (production items) on the tree. */
  pieceCount: z.number().int(),
  waxMg: z.number().int().nullable(),
  actualMg: z.number().int().nullable(),
  overMg: z.number().int().nullable(),
  cleanMg: z.number().int().nullable(),
  rootMg: z.number().int().nullable(),
  piecesMg: z.number().int().nullable(),
  lossMg: z.number().int().nullable(),
  lossBasisPoints: z.number().int().nullable(),
});
export type CastReportRow = z.infer<typeof castReportRowSchema>;

/** Totals of a group of casts (a caster's of one material, or all of a material). */
export const castTotalsShape = {
  material: materialRefSchema,
  castCount: z.number().int(),
  finishedCount: z.number().int(),
  pieceCount: z.number().int(),
  /** Metal poured, every cast of the group. */
  actualMg: z.number().int(),
  /** Of the finished casts: metal poured, pieces, loss and loss ÷ poured (basis points, null when none). */
  finishedActualMg: z.number().int(),
  piecesMg: z.number().int(),
  lossMg: z.number().int(),
  lossBasisPoints: z.number().int().nullable(),
};

export const castCasterRowSchema = z.object({ handler: staffRefSchema.nullable(), ...castTotalsShape });
export const castMaterialTotalSchema = z.object(castTotalsShape);

export const castReportSchema = z.object({
  period: reportPeriodSchema,
  casts: z.object({ items: z.array(castReportRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
  /** Per caster and material, the caster's code order (no caster last). */
  byCaster: z.array(castCasterRowSchema),
  /** Per material: the period's totals. */
  totals: z.array(castMaterialTotalSchema),
});
export type CastReport = z.infer<typeof castReportSchema>;
