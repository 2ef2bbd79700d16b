import { z } from 'zod';
import { textSchema } from '../common';

/** A month of the books, YYYY-MM. */
export const periodMonthSchema = z
  .string()
  .max(7)
  .regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/);

export const periodStatuses = ['open', 'closed'] as const;

export const ledgerPeriodSchema = z.object({
  month: z.string(),
  status: z.enum(periodStatuses),
  closedAt: z.iso.datetime().nullable(),
  closedBy: z.string().nullable(),
  note: z.string(),
  reopenedAt: z.iso.datetime().nullable(),
  reopenedBy: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export type LedgerPeriod = z.infer<typeof ledgerPeriodSchema>;

/**
 * GET /api/ledger/periods: the months the owner has closed or reopened, newest
 * first, and today's shop day (a document is dated today unless back-dated).
 */
export const findPeriodsResponseSchema = z.object({
  today: z.string(),
  items: z.array(ledgerPeriodSchema),
});
export type FindPeriodsResponse = z.infer<typeof findPeriodsResponseSchema>;

export const periodParamsSchema = z.strictObject({ month: periodMonthSchema });

/**
 * POST /api/ledger/periods/{month}/close (owner): after the month's stock
 * count, nothing can be posted, reversed, voided or paid with a day inside
 * it. Only a month that is over can be closed (409 ledger.periodNotOver).
 */
export const closePeriodBodySchema = z.strictObject({ note: textSchema(500).default('') });
export type ClosePeriodBody = z.input<typeof closePeriodBodySchema>;

/** POST /api/ledger/periods/{month}/reopen (owner only), with a reason (audited). */
export const reopenPeriodBodySchema = z.strictObject({ reason: textSchema(500).min(1) });
export type ReopenPeriodBody = z.input<typeof reopenPeriodBodySchema>;

export const periodResponseSchema = ledgerPeriodSchema;
