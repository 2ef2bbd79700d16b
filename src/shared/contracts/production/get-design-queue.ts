import { z } from 'zod';
import { productionItemSchema, queryIdSchema } from './production-item';

/** GET /api/production/design-queue (`/follow-up/design`): items at ordering or designing, per designer. */
export const getDesignQueueQuerySchema = z.strictObject({
  designerStaffId: queryIdSchema.optional(),
});
export type GetDesignQueueQuery = z.input<typeof getDesignQueueQuerySchema>;

export const designQueueItemSchema = productionItemSchema.extend({
  /** The latest design_progress / design_finish step, if any. */
  designLabel: z.enum(['design_progress', 'design_finish']).nullable(),
  designLabelAt: z.iso.datetime().nullable(),
});
export type DesignQueueItem = z.infer<typeof designQueueItemSchema>;

export const getDesignQueueResponseSchema = z.object({
  /** One group per designer (null: not assigned yet), oldest-waiting items first. */
  designers: z.array(z.object({ designerStaffId: z.number().int().nullable(), items: z.array(designQueueItemSchema) })),
  /** True when the queue holds more than the items listed. */
  truncated: z.boolean(),
});
export type GetDesignQueueResponse = z.infer<typeof getDesignQueueResponseSchema>;
