import { z } from 'zod';
import { idSchema } from '../common';
import {
  customerNameSchema,
  customerPhoneSchema,
  depositCurrencyValues,
  designRefSchema,
  itemDescriptionSchema,
  itemWeightMgSchema,
  photoUrlSchema,
  preOrderWithItemsSchema,
  productionNoteSchema,
  shopDaySchema,
} from './production-item';

export const maxPreOrderItems = 20;
export const maxPreOrderPhotos = 10;

/** One piece a customer orders. */
export const preOrderPieceSchema = z.strictObject({
  description: itemDescriptionSchema,
  materialId: idSchema,
  /** An active jewelry category; unknown or deactivated is a 400 on `items.{i}.categoryId`. */
  categoryId: idSchema.nullable().default(null),
  designerStaffId: idSchema.nullable().default(null),
  targetWeightMg: itemWeightMgSchema.nullable().default(null),
});

/**
 * POST /api/production/pre-orders: the pre-order (PO-YYYY-NNNNNN) and one item
 * per piece (IT-YYYY-NNNNNN, at `ordering`), written together. It records a
 * deposit: send an `Idempotency-Key` header so a repeated submit returns the
 * first pre-order (header `idempotent-replayed: true`).
 */
export const createPreOrderBodySchema = z.strictObject({
  customerName: customerNameSchema,
  customerPhone: customerPhoneSchema.default(''),
  designRef: designRefSchema.default(''),
  note: productionNoteSchema.default(''),
  /** Minor units of the currency: USD cents, KHR riel. */
  depositMinor: z.number().int().min(0).max(1_000_000_000_000).default(0),
  depositCurrency: z.enum(depositCurrencyValues).default('USD'),
  promisedOn: shopDaySchema.nullable().default(null),
  photos: z.array(photoUrlSchema).max(maxPreOrderPhotos).default([]),
  items: z.array(preOrderPieceSchema).min(1).max(maxPreOrderItems),
});
export type CreatePreOrderBody = z.input<typeof createPreOrderBodySchema>;
export const createPreOrderResponseSchema = preOrderWithItemsSchema;
