import { z } from 'zod';
import { itemWeightMgSchema, photoUrlSchema, productionItemSchema, productionNoteSchema, productionStageSchema, stageLabelSchema } from './production-item';

/**
 * POST /api/production/items/{id}/moves: moves the item to a stage, one event.
 * A move the stage table does not allow is a 409 (production.illegalMove); a
 * label must name the stage moved to. A designer (production.design without
 * production.write) may only move between ordering, designing and printing.
 */
export const moveItemBodySchema = z.strictObject({
  to: productionStageSchema,
  label: stageLabelSchema.nullable().default(null),
  weightMg: itemWeightMgSchema.nullable().default(null),
  photoUrl: photoUrlSchema.nullable().default(null),
  note: productionNoteSchema.default(''),
});
export type MoveItemBody = z.input<typeof moveItemBodySchema>;
export const moveItemResponseSchema = productionItemSchema;
