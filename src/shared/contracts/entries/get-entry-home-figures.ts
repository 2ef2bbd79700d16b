import { z } from 'zod';

/**
 * GET /api/entries/home-figures: the entries figures of a home (`/`). The
 * office reads every bench; a jeweller or setter only their own entries.
 * "This month" is the shop's month (Asia/Phnom_Penh): entries closed in it,
 * their loss (issued − returned) against their categories' allowance
 * (⌊issued × ‰ ÷ 1000⌋ per entry, src/shared/entries/entry-loss.ts).
 */
export const getEntryHomeFiguresQuerySchema = z.strictObject({});

export const entryHomeFiguresSchema = z.object({
  /** YYYY-MM, the shop's month the loss is counted over. */
  month: z.string(),
  /** In progress, closable or sent back: still on the bench. */
  openCount: z.number().int(),
  /** Metal issued on the open entries (init + spare), mg. */
  openIssuedMg: z.number().int(),
  /** Closed, waiting for the manager's acceptance. */
  waitingAcceptCount: z.number().int(),
  /** Of those, the ones over their allowance (an owner accepts them). */
  waitingOverAllowanceCount: z.number().int(),
  /** Entries closed this month with a loss over their allowance. */
  monthOverAllowanceCount: z.number().int(),
  monthClosedCount: z.number().int(),
  monthIssuedMg: z.number().int(),
  monthLossMg: z.number().int(),
  monthAllowedLossMg: z.number().int(),
});
export type EntryHomeFigures = z.infer<typeof entryHomeFiguresSchema>;
