import { z } from 'zod';
import { nameSchema, recordCodeSchema } from '../common';
import { materialCategorySchema, puritySchema, waxRatioMilliSchema } from './material';

/** POST /api/materials/categories */
export const createMaterialCategoryBodySchema = z.strictObject({
  code: recordCodeSchema,
  nameKh: nameSchema,
  nameEn: nameSchema,
  purity: puritySchema,
  waxRatioMilli: waxRatioMilliSchema,
  materialStrict: z.boolean().default(false),
});
export type CreateMaterialCategoryBody = z.input<typeof createMaterialCategoryBodySchema>;
export const createMaterialCategoryResponseSchema = materialCategorySchema;
