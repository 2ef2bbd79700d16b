import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { idSchema } from '../common';
import { materialDocumentSchema, maxMetalLines, metalLineSchema, noteSchema } from './material';

/**
 * POST /api/materials/returns (send an `Idempotency-Key` header): a holder
 * gives metal back to the safe (`safeHolderId`, or the first active safe).
 */
export const createReturnBodySchema = z.strictObject({
  fromHolderId: idSchema,
  safeHolderId: idSchema.nullable().default(null),
  lines: z.array(metalLineSchema).min(1).max(maxMetalLines),
  note: noteSchema.default(''),
  overrideCap: z.boolean().default(false),
  ...postingDateFields,
});
export type CreateReturnBody = z.input<typeof createReturnBodySchema>;
export const createReturnResponseSchema = materialDocumentSchema;
