import { z } from 'zod';
import { entryStates } from '../../entries/entry-states';
import { daySchema, idSchema, nameSchema, phoneSchema, textSchema } from '../common';
import { holderRefSchema, lineMgSchema } from '../materials/material';

export const entryTypeValues = ['making', 'repair', 'assembly', 'setting', 'polishing'] as const;
export const entryStateSchema = z.enum(entryStates);
export { idSchema };

/** A weight handed over on a piece, mg (at most 10 kg). */
export const pieceMgSchema = z.number().int().min(1).max(10_000_000);
/** Spare metal (solder, extra), mg; may be none. */
export const spareMgSchema = z.number().int().min(0).max(1_000_000);
export const returnedMgSchema = lineMgSchema;
export const entryNoteSchema = textSchema(500);
/** A stored photo (`/uploads/…`). */
export const entryPhotoSchema = textSchema(500).regex(/^(https?:\/\/|\/)\S+$/);

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
  /** Photos of the piece as it came back. */
  returnPhotos: z.array(z.string()),
  /** The piece's own loss once weighed (issued − returned, pieceLossMg), before any close; null while unweighed. */
  lossMg: z.number().int().nullable(),
  /** The piece's part of the entry's loss, by its issued weight; null until the entry is closed. */
  lossShareMg: z.number().int().nullable(),
});
export type EntryPiece = z.infer<typeof entryPieceSchema>;

/** A shop day, YYYY-MM-DD, that exists on the calendar. */
export const entryDaySchema = daySchema;

/** A repair's customer intake (type `repair`): whose piece it is, what they asked for, when it is promised. */
export const repairIntakeSchema = z.strictObject({
  customerName: nameSchema,
  customerPhone: phoneSchema.default(''),
  /** What the customer asked for ("resize to 52, polish"). */
  request: textSchema(500).default(''),
  promisedOn: entryDaySchema.nullable().default(null),
});
export type RepairIntake = z.input<typeof repairIntakeSchema>;

export const repairSchema = z.object({
  customerName: z.string(),
  customerPhone: z.string(),
  request: z.string(),
  promisedOn: z.string().nullable(),
  /** When the customer collected the piece; null while it is still in the shop. */
  pickedUpAt: z.iso.datetime().nullable(),
});

/** The figures after each return, before any close (shared/entries/entry-loss.ts, runningLoss). */
export const entryRunningSchema = z.object({
  /** What the weighed pieces came back weighing so far, mg. */
  returnedMg: z.number().int(),
  /** Pieces still on the bench, and their issued weight in mg. */
  piecesOut: z.number().int(),
  outMg: z.number().int(),
  /** The loss if closed now (the pieces still out counted at their issued weight), mg. */
  lossMg: z.number().int(),
  /** That loss in hundredths of a per-mille of the issued weight (125 = 1.25 ‰). */
  lossCentiPermille: z.number().int().nullable(),
  /** Whether it is over the category's allowance. */
  overAllowance: z.boolean(),
});
export type EntryRunning = z.infer<typeof entryRunningSchema>;

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
  /** The category's allowance, ‰ of the issued weight (init + spare). */
  allowedLossPermille: z.number().int(),
  running: entryRunningSchema,
  overAllowanceReason: z.string().nullable(),
  note: z.string(),
  /** The customer's intake and pickup, for a repair; null for the other types. */
  repair: repairSchema.nullable(),
  /** The close sheet (`EC-…`) the entry was closed on, when it was closed with others. */
  closeBatch: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  /** The shop day it belongs to (YYYY-MM-DD, docs/design.md §5): the day of its latest step (issue, close, accept; a back-dated step's own day). The list shows and filters by it. */
  postingDate: z.string(),
});
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const entryDetailSchema = entrySummarySchema.extend({ pieces: z.array(entryPieceSchema) });
export type EntryDetail = z.infer<typeof entryDetailSchema>;
