import { z } from 'zod';
import { idSchema, nameSchema, recordCodeSchema } from '../common';
import { jewelryCategorySchema, makingChargeCentsSchema, makingChargeModeSchema } from './jewelry-category';

/** PATCH /api/stock/categories/{id}: only the given fields change; `active: false` deactivates (never deleted). */
export const updateJewelryCategoryBodySchema = z.strictObject({
  code: recordCodeSchema.optional(),
  nameKh: nameSchema.optional(),
  nameEn: nameSchema.optional(),
  makingChargeMode: makingChargeModeSchema.optional(),
  makingChargeCents: makingChargeCentsSchema.optional(),
  defaultMaterialId: idSchema.nullable().optional(),
  active: z.boolean().optional(),
});
export type UpdateJewelryCategoryBody = z.input<typeof updateJewelryCategoryBodySchema>;
export const updateJewelryCategoryResponseSchema = jewelryCategorySchema;
