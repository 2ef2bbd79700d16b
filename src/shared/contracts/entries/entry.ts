import { z } from 'zod';
import { entryStates } from '../../entries/entry-states';
import { holderRefSchema, idSchema, lineMgSchema } from '../materials/material';

export const entryTypeValues = ['making', 'repair', 'assembly', 'setting', 'polishing'] as const;
export const entryStateSchema = z.enum(entryStates);
export { idSchema };

/** A weight handed over on a piece, mg (at most 10 kg). */
export const pieceMgSchema = z.number().int().min(1).max(10_000_000);
/** Spare metal (solder, extra), mg; may be none. */
export const spareMgSchema = z.number().int().min(0).max(1_000_000);
export const returnedMgSchema = lineMgSchema;
export const entryNoteSchema = z.string().trim().max(500);
/** A stored photo (`/uploads/…`). */
export const entryPhotoSchema = z.string().trim().max(500).regex(/^(https?:\/\/|\/)\S+$/);

export const entryPieceSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int().nullable(),
  description: z.string(),
  issuedMg: z.number().int(),
  returned: z.boolean(),
  returnedMg: z.number().int().nullable(),
  hasStones: z.boolean(),
  assembled: z.boolean(),
  stonePhotos: z.array(z.string()),
  assemblyPhotos: z.array(z.string()),
  /** The piece's part of the entry's loss, by its issued weight; null until the entry is closed. */
  lossShareMg: z.number().int().nullable(),
});
export type EntryPiece = z.infer<typeof entryPieceSchema>;

/** An entry as lists show it: weights in mg; the loss is derived (init + spare − returned), null until closed. */
export const entrySummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.enum(entryTypeValues),
  categoryId: z.number().int(),
  materialId: z.number().int(),
  jeweller: holderRefSchema,
  source: holderRefSchema,
  state: entryStateSchema,
  pieceCount: z.number().int(),
  initMg: z.number().int(),
  spareMg: z.number().int(),
  returnedMg: z.number().int().nullable(),
  lossMg: z.number().int().nullable(),
  overAllowanceReason: z.string().nullable(),
  note: z.string(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const entryDetailSchema = entrySummarySchema.extend({ pieces: z.array(entryPieceSchema) });
export type EntryDetail = z.infer<typeof entryDetailSchema>;
