import { z } from 'zod';
import { idSchema, nameSchema, recordCodeSchema } from '../common';
import { jewelryCategorySchema, makingChargeCentsSchema, makingChargeModeSchema } from './jewelry-category';

/** POST /api/stock/categories: an unknown or inactive default material is a 400 on `defaultMaterialId`. */
export const createJewelryCategoryBodySchema = z.strictObject({
  code: recordCodeSchema,
  nameKh: nameSchema,
  nameEn: nameSchema,
  makingChargeMode: makingChargeModeSchema,
  makingChargeCents: makingChargeCentsSchema,
  defaultMaterialId: idSchema.nullable().default(null),
});
export type CreateJewelryCategoryBody = z.input<typeof createJewelryCategoryBodySchema>;
export const createJewelryCategoryResponseSchema = jewelryCategorySchema;
