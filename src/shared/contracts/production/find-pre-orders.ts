import { z } from 'zod';
import { pageOf, pageQueryShape, searchSchema } from '../common';
import { preOrderSchema } from './production-item';

/** GET /api/production/pre-orders: newest first; `search` matches the number, customer or phone. */
export const findPreOrdersQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: searchSchema.optional(),
});
export type FindPreOrdersQuery = z.input<typeof findPreOrdersQuerySchema>;
export const findPreOrdersResponseSchema = pageOf(preOrderSchema);
export type FindPreOrdersResponse = z.infer<typeof findPreOrdersResponseSchema>;
