import { z } from 'zod';
import { idSchema, instantSchema } from '../common';
import { centsPerChiSchema, materialRateSchema } from './material';

/** POST /api/materials/rates: a new rate for one material (rates are never edited). */
/** The server also refuses a bid above the ask (400, field `bidCentsPerChi`). */
export const setRateBodySchema = z.strictObject({
  materialId: idSchema,
  askCentsPerChi: centsPerChiSchema,
  bidCentsPerChi: centsPerChiSchema,
  effectiveAt: instantSchema,
});
export type SetRateBody = z.input<typeof setRateBodySchema>;
export const setRateResponseSchema = materialRateSchema;
