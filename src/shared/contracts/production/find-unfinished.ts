import { z } from 'zod';
import { productionItemSchema, queryIdSchema } from './production-item';

/**
 * GET /api/production/unfinished (`/follow-up/unfinished`): late items (their
 * pre-order's promised day has passed and they are neither in stock nor
 * cancelled) and stuck items (in one stage for more than `stuckDays` days).
 */
/** A piece is stuck after this many days in one stage, unless the page asks otherwise. */
export const defaultStuckDays = 7;

export const findUnfinishedQuerySchema = z.strictObject({
  stuckDays: z.coerce.number<number | string>().int().min(1).max(365).default(defaultStuckDays),
  materialId: queryIdSchema.optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(500).default(100),
});
export type FindUnfinishedQuery = z.input<typeof findUnfinishedQuerySchema>;

export const lateItemSchema = productionItemSchema.extend({ promisedOn: z.string(), daysLate: z.number().int() });
export const stuckItemSchema = productionItemSchema.extend({ daysInStage: z.number().int() });

export const findUnfinishedResponseSchema = z.object({
  /** The shop day (Asia/Phnom_Penh) the lists were made on. */
  today: z.string(),
  late: z.array(lateItemSchema),
  lateTotal: z.number().int(),
  stuck: z.array(stuckItemSchema),
  stuckTotal: z.number().int(),
});
export type FindUnfinishedResponse = z.infer<typeof findUnfinishedResponseSchema>;
