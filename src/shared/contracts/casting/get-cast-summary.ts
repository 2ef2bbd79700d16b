import { z } from 'zod';
import { idQuerySchema } from '../common';
import { castFiguresSchema, castSummarySchema, shopDaySchema } from './cast';

/** At most this many casts listed in one summary; the totals always cover them all. */
export const maxSummaryCasts = 500;

/**
 * GET /api/casting/summary (`/cast/detail/summary`): the finished casts of a
 * period (cast days from … to, inclusive) and their totals per material.
 */
export const getCastSummaryQuerySchema = z.strictObject({
  from: shopDaySchema,
  to: shopDaySchema,
  materialId: idQuerySchema.optional(),
  handlerStaffId: idQuerySchema.optional(),
}).refine((q) => q.from <= q.to, { path: ['to'] });
export type GetCastSummaryQuery = z.input<typeof getCastSummaryQuerySchema>;

/** One material's sums (mg) over the period; its figures are those of the summed weights. */
export const castTotalsSchema = z.object({
  materialId: z.number().int(),
  materialCode: z.string(),
  casts: z.number().int(),
  pieceCount: z.number().int(),
  waxMg: z.number().int(),
  actualMg: z.number().int(),
  overMg: z.number().int(),
  resultMg: z.number().int(),
  cleanMg: z.number().int(),
  rootMg: z.number().int(),
  figures: castFiguresSchema,
  /** Median of the casts' own achieved ratios (× 1000). */
  medianAchievedRatioMilli: z.number().int().nullable(),
});
export type CastTotals = z.infer<typeof castTotalsSchema>;

export const getCastSummaryResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  casts: z.array(castSummarySchema),
  /** More finished casts than `maxSummaryCasts` fell in the period. */
  truncated: z.boolean(),
  totals: z.array(castTotalsSchema),
});
export type GetCastSummaryResponse = z.infer<typeof getCastSummaryResponseSchema>;
