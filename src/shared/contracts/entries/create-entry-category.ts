import { z } from 'zod';
import { nameSchema, recordCodeSchema } from '../common';
import { allowedLossPermilleSchema, entryCategorySchema } from './entry-category';

/** POST /api/entries/categories: a taken code is a 409 on `code`; the flags default to off. */
export const createEntryCategoryBodySchema = z.strictObject({
  code: recordCodeSchema,
  nameKh: nameSchema,
  nameEn: nameSchema,
  allowedLossPermille: allowedLossPermilleSchema,
  strictStonePhoto: z.boolean().default(false),
  strictAssemblyPhoto: z.boolean().default(false),
  strictReturnWeight: z.boolean().default(false),
  materialStrict: z.boolean().default(false),
});
export type CreateEntryCategoryBody = z.input<typeof createEntryCategoryBodySchema>;
export const createEntryCategoryResponseSchema = entryCategorySchema;
