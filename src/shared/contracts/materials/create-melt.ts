import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { idSchema } from '../common';
import { lineMgSchema, materialDocumentSchema, maxMetalLines, metalLineSchema, noteSchema } from './material';

/**
 * POST /api/materials/melts (send an `Idempotency-Key` header): melting and
 * alloying at one holder (DESIGN §3.2). The inputs leave the holder, the
 * output arrives there, and the fine weight that did not come out is posted
 * to `loss` in the output material. The output cannot hold more fine metal
 * than went in (422 materials.meltGain).
 */
export const createMeltBodySchema = z.strictObject({
  holderId: idSchema,
  inputs: z.array(metalLineSchema).min(1).max(maxMetalLines),
  output: z.strictObject({ materialId: idSchema, mg: lineMgSchema }),
  note: noteSchema.default(''),
  ...postingDateFields,
});
export type CreateMeltBody = z.input<typeof createMeltBodySchema>;
export const createMeltResponseSchema = materialDocumentSchema;
