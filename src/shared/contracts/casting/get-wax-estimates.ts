import { z } from 'zod';

/**
 * GET /api/casting/estimate-wax (`/setting/estimate-wax`): per active material,
 * the configured wax ratio beside the median ratio its finished casts achieved.
 */
export const waxEstimateSchema = z.object({
  materialId: z.number().int(),
  materialCode: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  /** Configured metal mg per wax mg, × 1000. */
  waxRatioMilli: z.number().int(),
  /** Median of (actual − over) ÷ wax over finished casts, × 1000; null without any. */
  medianAchievedRatioMilli: z.number().int().nullable(),
  finishedCasts: z.number().int(),
});
export type WaxEstimate = z.infer<typeof waxEstimateSchema>;
export const getWaxEstimatesResponseSchema = z.object({ materials: z.array(waxEstimateSchema) });
export type GetWaxEstimatesResponse = z.infer<typeof getWaxEstimatesResponseSchema>;
