import { z } from 'zod';
import { nameSchema, recordCodeSchema } from '../common';
import { allowedLossPermilleSchema, entryCategorySchema } from './entry-category';

/** PATCH /api/entries/categories/{id}: only the given fields change; `active: false` deactivates (never deleted). */
export const updateEntryCategoryBodySchema = z.strictObject({
  code: recordCodeSchema.optional(),
  nameKh: nameSchema.optional(),
  nameEn: nameSchema.optional(),
  allowedLossPermille: allowedLossPermilleSchema.optional(),
  strictStonePhoto: z.boolean().optional(),
  strictAssemblyPhoto: z.boolean().optional(),
  strictReturnWeight: z.boolean().optional(),
  materialStrict: z.boolean().optional(),
  active: z.boolean().optional(),
});
export type UpdateEntryCategoryBody = z.input<typeof updateEntryCategoryBodySchema>;
export const updateEntryCategoryResponseSchema = entryCategorySchema;
