import { z } from 'zod';
import { idQuerySchema, pageOf, pageQueryShape, searchSchema } from '../common';
import { castStatusValues, castSummarySchema, shopDaySchema } from './cast';

/** GET /api/casting/casts: newest first, filtered by status, material, handler, number and cast day. */
export const findCastsQuerySchema = z.strictObject({
  status: z.enum(castStatusValues).optional(),
  /** Every status but finished: the casts still in the casting room. */
  open: z.enum(['true', 'false']).optional(),
  materialId: idQuerySchema.optional(),
  handlerStaffId: idQuerySchema.optional(),
  /** Part of the cast number, e.g. `000042` or `CA-2026-0000`. */
  search: searchSchema.optional(),
  /** Cast days from … to, inclusive (YYYY-MM-DD). */
  from: shopDaySchema.optional(),
  to: shopDaySchema.optional(),
  ...pageQueryShape,
});
export type FindCastsQuery = z.input<typeof findCastsQuerySchema>;
export const findCastsResponseSchema = pageOf(castSummarySchema);
export type FindCastsResponse = z.infer<typeof findCastsResponseSchema>;
