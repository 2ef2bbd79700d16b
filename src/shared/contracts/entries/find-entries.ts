import { z } from 'zod';
import { pageQueryShape } from '../common';
import { entryStateSchema, entrySummarySchema } from './entry';

/** GET /api/entries: newest first, by jeweller, category, state and month (YYYY-MM); a jeweller sees only their own. */
export const findEntriesQuerySchema = z.strictObject({
  jewellerHolderId: z.coerce.number<number | string>().int().min(1).max(2_147_483_647).optional(),
  categoryId: z.coerce.number<number | string>().int().min(1).max(2_147_483_647).optional(),
  state: entryStateSchema.optional(),
  /** An entry number, or its start (`EN-2026-00`), as typed or scanned at `/entry/detail`. */
  number: z.string().trim().toUpperCase().min(1).max(30).optional(),
  month: z
    .string()
    .length(7)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
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
