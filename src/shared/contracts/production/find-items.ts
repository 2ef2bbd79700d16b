import { z } from 'zod';
import { pageOf, pageQueryShape, searchSchema } from '../common';
import { productionItemSchema, productionStageSchema, queryIdSchema } from './production-item';

export const itemOrderValues = ['stageSince', '-stageSince'] as const;

/** GET /api/production/items: filtered; ordered by the time in the stage (oldest first unless `-stageSince`). */
export const findItemsQuerySchema = z.strictObject({
  ...pageQueryShape,
  stage: productionStageSchema.optional(),
  materialId: queryIdSchema.optional(),
  designerStaffId: queryIdSchema.optional(),
  preOrderId: queryIdSchema.optional(),
  /** Matches the code or the description. */
  search: searchSchema.optional(),
  order: z.enum(itemOrderValues).default('stageSince'),
});
export type FindItemsQuery = z.input<typeof findItemsQuerySchema>;
export const findItemsResponseSchema = pageOf(productionItemSchema);
export type FindItemsResponse = z.infer<typeof findItemsResponseSchema>;
