import { z } from 'zod';
import { nameSchema, recordCodeSchema } from '../common';
import { materialCategorySchema, meltDeductionBpSchema, puritySchema, rateBases, ratePremiumSchema, waxRatioMilliSchema } from './material';

/** PATCH /api/materials/categories/{id}: only the given fields change; `active: false` deactivates. */
export const updateMaterialCategoryBodySchema = z.strictObject({
  code: recordCodeSchema.optional(),
  nameKh: nameSchema.optional(),
  nameEn: nameSchema.optional(),
  purity: puritySchema.optional(),
  waxRatioMilli: waxRatioMilliSchema.optional(),
  materialStrict: z.boolean().optional(),
  rateBasis: z.enum(rateBases).optional(),
  ratePremiumCentsPerChi: ratePremiumSchema.optional(),
  meltDeductionBp: meltDeductionBpSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateMaterialCategoryBody = z.input<typeof updateMaterialCategoryBodySchema>;
export const updateMaterialCategoryResponseSchema = materialCategorySchema;
