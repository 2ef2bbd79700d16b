import { z } from 'zod';
import { pageOf, pageQueryShape } from '../common';
import { castStatusValues, castSummarySchema, idSchema } from './cast';

/** GET /api/casting/casts: newest first, filtered by status and material. */
export const findCastsQuerySchema = z.strictObject({
  status: z.enum(castStatusValues).optional(),
  materialId: z.coerce.number<number | string>().pipe(idSchema).optional(),
  ...pageQueryShape,
});
export type FindCastsQuery = z.input<typeof findCastsQuerySchema>;
export const findCastsResponseSchema = pageOf(castSummarySchema);
export type FindCastsResponse = z.infer<typeof findCastsResponseSchema>;
