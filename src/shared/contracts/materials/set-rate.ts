import { z } from 'zod';
import { centsPerChiSchema, materialRateSchema } from './material';

/** POST /api/materials/rates: a new rate for one material (rates are never edited). */
/** The server also refuses a bid above the ask (400, field `bidCentsPerChi`). */
export const setRateBodySchema = z.strictObject({
  materialId: z.number().int().min(1).max(2_147_483_647),
  askCentsPerChi: centsPerChiSchema,
  bidCentsPerChi: centsPerChiSchema,
  effectiveAt: z.iso.datetime({ offset: true }).max(40),
});
export type SetRateBody = z.input<typeof setRateBodySchema>;
export const setRateResponseSchema = materialRateSchema;
