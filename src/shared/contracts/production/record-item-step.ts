import { z } from 'zod';
import { itemWeightMgSchema, photoUrlSchema, productionItemSchema, productionNoteSchema, stageLabelSchema } from './production-item';

/**
 * POST /api/production/items/{id}/steps: a step within the item's current stage
 * (e.g. design_progress, design_finish while designing), one event, no move.
 * The label must name the current stage (422 production.labelNotForStage); a
 * designer may only record design labels.
 */
export const recordItemStepBodySchema = z.strictObject({
  label: stageLabelSchema,
  weightMg: itemWeightMgSchema.nullable().default(null),
  photoUrl: photoUrlSchema.nullable().default(null),
  note: productionNoteSchema.default(''),
});
export type RecordItemStepBody = z.input<typeof recordItemStepBodySchema>;
export const recordItemStepResponseSchema = productionItemSchema;
