import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { idParamSchema, textSchema } from '../common';
import { entryDetailSchema, entryNoteSchema, entryPhotoSchema, returnedMgSchema } from './entry';

/** POST /api/entries/{id}/pieces/{pieceId}/return: a piece's return information. */
export const recordPieceReturnParamsSchema = z.strictObject({
  id: idParamSchema,
  pieceId: idParamSchema,
});
export const recordPieceReturnBodySchema = z.strictObject({
  returnedMg: returnedMgSchema.nullable().default(null),
  hasStones: z.boolean().default(false),
  assembled: z.boolean().default(false),
  stonePhotos: z.array(entryPhotoSchema).max(10).default([]),
  assemblyPhotos: z.array(entryPhotoSchema).max(10).default([]),
  /** Photos of the piece as it came back: required on every return when the setting `entries.returnPhotoRequired` is on. */
  returnPhotos: z.array(entryPhotoSchema).max(10).default([]),
});
export type RecordPieceReturnBody = z.input<typeof recordPieceReturnBodySchema>;

/** POST /api/entries/{id}/close: what came back; over the allowance only with the owner's reason. */
export const closeEntryBodySchema = z.strictObject({
  returnedMg: z.number().int().min(0).max(1_000_000_000),
  overAllowanceReason: textSchema(500).optional(),
  /** The return's shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type CloseEntryBody = z.input<typeof closeEntryBodySchema>;

/** POST /api/entries/{id}/send-back: back to the jeweller, with why; the metal goes back on its shop day (ledger/posting-date.ts), today unless back-dated. */
export const sendBackEntryBodySchema = z.strictObject({ note: entryNoteSchema.default(''), ...postingDateFields });
export type SendBackEntryBody = z.input<typeof sendBackEntryBodySchema>;

/** POST /api/entries/{id}/pickup: the repair's customer collected the piece (an accepted repair). */
export const pickupEntryBodySchema = z.strictObject({});

/** POST /api/entries/{id}/accept. */
/** `postingDate`: the loss's shop day (ledger/posting-date.ts), today unless back-dated. */
export const acceptEntryBodySchema = z.strictObject({ ...postingDateFields });

export const entryStepResponseSchema = entryDetailSchema;
