import { z } from 'zod';
import { idQuerySchema, monthSchema, pageQueryShape, textSchema } from '../common';
import { entryStateSchema, entrySummarySchema } from './entry';

/** GET /api/entries: newest first, by jeweller, category, state and month (YYYY-MM); a jeweller sees only their own. */
export const findEntriesQuerySchema = z.strictObject({
  jewellerHolderId: idQuerySchema.optional(),
  categoryId: idQuerySchema.optional(),
  state: entryStateSchema.optional(),
  /** An entry number, or its start (`EN-2026-00`), as typed or scanned at `/entry/detail`. */
  number: textSchema(30).toUpperCase().min(1).optional(),
  /** The shop month its posting day is in (a back-dated entry is in its day's month). */
  month: monthSchema.optional(),
  ...pageQueryShape,
});
export type FindEntriesQuery = z.input<typeof findEntriesQuerySchema>;

export const findEntriesResponseSchema = z.object({
  items: z.array(entrySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over every entry the filter keeps, not just the page (mg). */
  totals: z.object({ issuedMg: z.number().int(), returnedMg: z.number().int(), lossMg: z.number().int() }),
});
export type FindEntriesResponse = z.infer<typeof findEntriesResponseSchema>;
