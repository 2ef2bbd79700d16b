import { z } from 'zod';
import { idSchema } from '../common';
import { designRefSchema, itemDescriptionSchema, itemWeightMgSchema, photoUrlSchema, productionItemSchema } from './production-item';

/** POST /api/production/items: a piece made for stock, without a pre-order; it starts at `ordering`. */
export const createItemBodySchema = z.strictObject({
  description: itemDescriptionSchema,
  designRef: designRefSchema.default(''),
  photoUrl: photoUrlSchema.nullable().default(null),
  materialId: idSchema,
  /** An active jewelry category; unknown or deactivated is a 400 on `categoryId`. */
  categoryId: idSchema.nullable().default(null),
  designerStaffId: idSchema.nullable().default(null),
  targetWeightMg: itemWeightMgSchema.nullable().default(null),
});
export type CreateItemBody = z.input<typeof createItemBodySchema>;
export const createItemResponseSchema = productionItemSchema;
