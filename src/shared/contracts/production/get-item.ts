import { z } from 'zod';
import { productionItemSchema } from './production-item';

/** GET /api/production/items/{id}. */
export const getItemResponseSchema = productionItemSchema;

/** GET /api/production/items/by-code/{code} (`/tracker_item`): a typed or scanned code, any case; 404 when unknown. */
export const itemCodeParamsSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9-]+$/)
    .transform((code) => code.toUpperCase()),
});
export type ItemCodeParams = z.infer<typeof itemCodeParamsSchema>;
