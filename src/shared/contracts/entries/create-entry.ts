import { z } from 'zod';
import { idSchema, textSchema } from '../common';
import { postingDateFields } from '../ledger/posting-date';
import { entryDetailSchema, entryNoteSchema, entryTypeValues, pieceMgSchema, repairIntakeSchema, spareMgSchema } from './entry';

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
  /** Required for a repair ("need to fill"), refused on the other types. */
  repair: repairIntakeSchema.nullable().default(null),
  pieces: z
    .array(
      z.strictObject({
        description: textSchema(200).min(1),
        issuedMg: pieceMgSchema,
        itemId: idSchema.nullable().default(null),
        materialId: idSchema.nullable().default(null),
      }),
    )
    .min(1)
    .max(maxEntryPieces),
  /** The shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type CreateEntryBody = z.input<typeof createEntryBodySchema>;
export const createEntryResponseSchema = entryDetailSchema;

/**
 * PUT /api/entries/{id}: the whole ticket again (same body as create), while
 * no piece has return information (spec §5, the closable note; a 409
 * otherwise). The metal moves by postings: the old issue back, the new one out.
 */
export const updateEntryBodySchema = createEntryBodySchema;
export type UpdateEntryBody = CreateEntryBody;
