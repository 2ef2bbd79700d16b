import { z } from 'zod';
import { productionEventSchema } from './production-item';

/** GET /api/production/items/{id}/events (`/follow/timeline/{id}`): every event of the item, oldest first. */
export const findItemEventsResponseSchema = z.object({ items: z.array(productionEventSchema) });
export type FindItemEventsResponse = z.infer<typeof findItemEventsResponseSchema>;
