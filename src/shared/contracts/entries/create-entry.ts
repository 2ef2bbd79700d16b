import { z } from 'zod';
import { entryDetailSchema, entryNoteSchema, entryTypeValues, idSchema, pieceMgSchema, spareMgSchema } from './entry';

export const maxEntryPieces = 200;

/**
 * POST /api/entries: hands pieces and spare metal to a jeweller (`EN-…`); the
 * metal moves from the source holder to the jeweller's by ledger postings.
 */
export const createEntryBodySchema = z.strictObject({
  type: z.enum(entryTypeValues),
  categoryId: idSchema,
  materialId: idSchema,
  jewellerHolderId: idSchema,
  sourceHolderId: idSchema,
  spareMg: spareMgSchema.default(0),
  note: entryNoteSchema.default(''),
  pieces: z
    .array(
      z.strictObject({
        description: z.string().trim().min(1).max(200),
        issuedMg: pieceMgSchema,
        itemId: idSchema.nullable().default(null),
        materialId: idSchema.nullable().default(null),
      }),
    )
    .min(1)
    .max(maxEntryPieces),
});
export type CreateEntryBody = z.input<typeof createEntryBodySchema>;
export const createEntryResponseSchema = entryDetailSchema;
