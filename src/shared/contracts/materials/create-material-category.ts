import { z } from 'zod';
import { nameSchema, recordCodeSchema } from '../common';
import { materialCategorySchema, meltDeductionBpSchema, puritySchema, rateBases, ratePremiumSchema, waxRatioMilliSchema } from './material';

/** POST /api/materials/categories */
export const createMaterialCategoryBodySchema = z.strictObject({
  code: recordCodeSchema,
  nameKh: nameSchema,
  nameEn: nameSchema,
  purity: puritySchema,
  waxRatioMilli: waxRatioMilliSchema,
  materialStrict: z.boolean().default(false),
  /** How the morning rates set its rates: one `base` at most (a second is a 409 on `rateBasis`). */
  rateBasis: z.enum(rateBases).default('own'),
  ratePremiumCentsPerChi: ratePremiumSchema.default(0),
  meltDeductionBp: meltDeductionBpSchema.default(0),
});
export type CreateMaterialCategoryBody = z.input<typeof createMaterialCategoryBodySchema>;
export const createMaterialCategoryResponseSchema = materialCategorySchema;
