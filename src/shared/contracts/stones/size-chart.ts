import { z } from 'zod';
import { sizeCmmSchema, stoneShapeSchema, stoneTypeSchema } from './stone';

/**
 * The stone size chart (`/setting/stone-size-chart`): per stone type and
 * shape, a size (hundredths of a mm) and the weight of one stone of that
 * size (milli-carats). It estimates the carats of a count of stones of a
 * size: the rule is src/shared/stones/size-chart-estimate.ts (linear between
 * the two nearest rows, exact on a row, no estimate outside the chart; the
 * total rounded once, half away from zero, to the milli-carat).
 */

/** One stone's weight at a size, mct (at most 10,000 ct). */
export const mctPerStoneSchema = z.number().int().min(1).max(10_000_000);

export const sizeChartRowSchema = z.object({
  id: z.number().int(),
  stoneType: z.string(),
  shape: stoneShapeSchema,
  sizeCmm: z.number().int(),
  mctPerStone: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type SizeChartRow = z.infer<typeof sizeChartRowSchema>;

/** GET /api/stones/size-chart: the rows by type, shape and size; `stoneTypes` lists the types charted. */
export const findSizeChartQuerySchema = z.strictObject({
  stoneType: stoneTypeSchema.optional(),
  shape: stoneShapeSchema.optional(),
});
export type FindSizeChartQuery = z.input<typeof findSizeChartQuerySchema>;
export const findSizeChartResponseSchema = z.object({
  items: z.array(sizeChartRowSchema),
  stoneTypes: z.array(z.string()),
});
export type FindSizeChartResponse = z.infer<typeof findSizeChartResponseSchema>;

/** POST /api/stones/size-chart (stones.settings): one size of a type and shape, once (a 400 on `sizeCmm` when charted already). */
export const createSizeChartRowBodySchema = z.strictObject({
  stoneType: stoneTypeSchema,
  shape: stoneShapeSchema,
  sizeCmm: sizeCmmSchema,
  mctPerStone: mctPerStoneSchema,
});
export type CreateSizeChartRowBody = z.input<typeof createSizeChartRowBodySchema>;

/** PATCH /api/stones/size-chart/{id} (stones.settings): the fields given. */
export const updateSizeChartRowBodySchema = createSizeChartRowBodySchema.partial();
export type UpdateSizeChartRowBody = z.input<typeof updateSizeChartRowBodySchema>;

/** DELETE /api/stones/size-chart/{id} (stones.settings): a row typed by mistake; answers 204. Lots and stones keep their weights. */

/** GET /api/stones/size-chart/estimate: the carats of `count` stones of a size. */
export const estimateCaratsQuerySchema = z.strictObject({
  stoneType: stoneTypeSchema,
  shape: stoneShapeSchema,
  sizeCmm: z.coerce.number<number | string>().int().min(1).max(100_000),
  count: z.coerce.number<number | string>().int().min(1).max(1_000_000).default(1),
});
export type EstimateCaratsQuery = z.input<typeof estimateCaratsQuerySchema>;

export const caratEstimateMethods = ['exact', 'interpolated', 'outside'] as const;
export type CaratEstimateMethod = (typeof caratEstimateMethods)[number];

export const caratEstimateSchema = z.object({
  /** exact: the size is a row; interpolated: between two rows; outside: below the smallest or above the largest row (or none charted), no estimate. */
  method: z.enum(caratEstimateMethods),
  /** The count's weight, mct, rounded once; null outside the chart. */
  weightMct: z.number().int().nullable(),
  /** One stone's weight, mct, rounded on its own (for display; the total is not count × this). */
  mctPerStone: z.number().int().nullable(),
  /** The rows the estimate stands on (the nearest below and above when outside). */
  lower: sizeChartRowSchema.nullable(),
  upper: sizeChartRowSchema.nullable(),
});
export type CaratEstimate = z.infer<typeof caratEstimateSchema>;
