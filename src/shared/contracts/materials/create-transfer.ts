import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { idSchema } from '../common';
import { materialDocumentSchema, maxMetalLines, metalLineSchema, noteSchema } from './material';

/**
 * POST /api/materials/transfers (send an `Idempotency-Key` header): moves metal
 * from one holder to another. A physical holder cannot give more than it holds
 * (422 materials.overdraft); a receiver over its cap needs `overrideCap` from
 * an owner (422 materials.overCap, 403 for anyone else).
 */
export const createTransferBodySchema = z.strictObject({
  fromHolderId: idSchema,
  toHolderId: idSchema,
  lines: z.array(metalLineSchema).min(1).max(maxMetalLines),
  note: noteSchema.default(''),
  overrideCap: z.boolean().default(false),
  ...postingDateFields,
});
export type CreateTransferBody = z.input<typeof createTransferBodySchema>;
export const createTransferResponseSchema = materialDocumentSchema;
