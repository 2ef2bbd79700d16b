import { z } from 'zod';
import { queryBoolean } from '../common';
import { productionItemSchema, productionStageSchema, queryIdSchema } from './production-item';

/**
 * GET /api/production/board (`/follow`): per work stage, how many items wait
 * there and the ones waiting longest, with their age in the stage in hours.
 */
export const getBoardQuerySchema = z.strictObject({
  materialId: queryIdSchema.optional(),
  designerStaffId: queryIdSchema.optional(),
  /** Only items of customers' pre-orders. */
  preOrderOnly: queryBoolean().optional(),
  perStage: z.coerce.number<number | string>().int().min(1).max(100).default(20),
});
export type GetBoardQuery = z.input<typeof getBoardQuerySchema>;

export const waitingItemSchema = productionItemSchema.extend({ ageHours: z.number().int() });
export type WaitingItem = z.infer<typeof waitingItemSchema>;

/** A card on the board: what its column shows of an item, and its whole hours in the stage. */
export const boardCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  preOrderNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  materialId: z.number().int(),
  categoryId: z.number().int().nullable(),
  ageHours: z.number().int(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const getBoardResponseSchema = z.object({
  stages: z.array(z.object({ stage: productionStageSchema, count: z.number().int(), items: z.array(boardCardSchema) })),
  generatedAt: z.iso.datetime(),
});
export type GetBoardResponse = z.infer<typeof getBoardResponseSchema>;
