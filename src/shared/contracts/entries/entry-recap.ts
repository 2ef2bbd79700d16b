import { z } from 'zod';
import { idQuerySchema } from '../common';
import { holderRefSchema } from '../materials/material';
import { entryDaySchema } from './entry';

/**
 * GET /api/entries/recap?from=&to= (`/entry-recap`): per jeweller, the
 * entries issued in the period (shop days, UTC+7, both ends included) and
 * what became of their metal. All weights mg; loss counts closed entries only.
 */
export const entryRecapQuerySchema = z.strictObject({
  from: entryDaySchema,
  to: entryDaySchema,
  materialId: idQuerySchema.optional(),
});
export type EntryRecapQuery = z.input<typeof entryRecapQuerySchema>;

export const entryRecapRowSchema = z.object({
  jeweller: holderRefSchema,
  entries: z.number().int(),
  pieces: z.number().int(),
  /** init + spare of every entry. */
  issuedMg: z.number().int(),
  /** Closed entries (waiting to accept or accepted): what came back, their loss and the loss their categories allow. */
  closedEntries: z.number().int(),
  returnedMg: z.number().int(),
  lossMg: z.number().int(),
  allowedLossMg: z.number().int(),
  /** Closed entries whose loss is over their allowance (the owner accepted them with a reason). */
  overAllowance: z.number().int(),
  /** What the open entries (in progress, closable, returned) still owe. */
  outstandingMg: z.number().int(),
});
export type EntryRecapRow = z.infer<typeof entryRecapRowSchema>;

export const entryRecapResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(entryRecapRowSchema),
  totals: entryRecapRowSchema.omit({ jeweller: true }),
});
export type EntryRecapResponse = z.infer<typeof entryRecapResponseSchema>;
