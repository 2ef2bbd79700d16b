import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { idQuerySchema, idSchema, pageQueryShape, textSchema } from '../common';
import { holderRefSchema } from '../materials/material';
import { entryNoteSchema, entrySummarySchema } from './entry';

export const maxBatchEntries = 100;

/**
 * POST /api/entries/close-batches: a jeweller brings back a tray of work and
 * the manager closes every entry on it at once (`/entries-close-add`), each
 * with the weight that came back. All or nothing: one refused entry
 * (loss too much, a piece without return information) refuses the sheet, and
 * the error names it (`entries.{index}.returnedMg`).
 */
export const createCloseBatchBodySchema = z.strictObject({
  jewellerHolderId: idSchema,
  note: entryNoteSchema.default(''),
  entries: z
    .array(
      z.strictObject({
        entryId: idSchema,
        returnedMg: z.number().int().min(0).max(1_000_000_000),
        overAllowanceReason: textSchema(500).optional(),
      }),
    )
    .min(1)
    .max(maxBatchEntries),
  /** The sheet's shop day, every entry on it closed that day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type CreateCloseBatchBody = z.input<typeof createCloseBatchBodySchema>;

/** A close sheet (`EC-…`): the entries closed together, with their totals (mg). */
export const closeBatchSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  jeweller: holderRefSchema,
  note: z.string(),
  /** When it was written. */
  createdAt: z.iso.datetime(),
  /** The shop day its entries were closed on (docs/design.md §5): the day it was written, or the one it was back-dated to. */
  postingDate: z.string(),
  entryCount: z.number().int(),
  issuedMg: z.number().int(),
  returnedMg: z.number().int(),
  lossMg: z.number().int(),
});
export type CloseBatch = z.infer<typeof closeBatchSchema>;

export const closeBatchDetailSchema = closeBatchSchema.extend({ entries: z.array(entrySummarySchema) });
export type CloseBatchDetail = z.infer<typeof closeBatchDetailSchema>;

/** GET /api/entries/close-batches: newest posting day first, by jeweller. */
export const findCloseBatchesQuerySchema = z.strictObject({
  jewellerHolderId: idQuerySchema.optional(),
  ...pageQueryShape,
});
export type FindCloseBatchesQuery = z.input<typeof findCloseBatchesQuerySchema>;
export const findCloseBatchesResponseSchema = z.object({
  items: z.array(closeBatchSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FindCloseBatchesResponse = z.infer<typeof findCloseBatchesResponseSchema>;
