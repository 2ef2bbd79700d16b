import { z } from 'zod';
import { productionStages, type ProductionStage } from '../../production-stages';
import { daySchema, idQuerySchema, idSchema, nameSchema, phoneSchema, textSchema } from '../common';

/** The stages of a production item (DESIGN §3.3), from the stage table itself. */
export const productionStageValues = productionStages;
export type ProductionStageValue = ProductionStage;
export const productionStageSchema = z.enum(productionStageValues);

/** The spec's stage labels (§4); each names one stage (production-stages.ts `stageOfLabel`). */
export const stageLabelValues = [
  'order',
  'design_progress',
  'design_finish',
  'print',
  'printing',
  'WAX_PREPARING',
  'cast',
  'assembly',
  'setting',
  'finishing',
  'finish',
] as const;
export const stageLabelSchema = z.enum(stageLabelValues);
export const designLabelValues = ['design_progress', 'design_finish'] as const;

export { idSchema };
/** A weight on a piece, in mg (at most 10 kg). */
export const itemWeightMgSchema = z.number().int().min(1).max(10_000_000);
/** An uploaded photo (`/uploads/…`) or a link to one. */
export const photoUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/|\/)\S+$/);
export const itemDescriptionSchema = textSchema(200).min(1);
export const designRefSchema = textSchema(120);
export const productionNoteSchema = textSchema(500);
export const customerNameSchema = nameSchema;
export const customerPhoneSchema = phoneSchema;
/** A shop day, YYYY-MM-DD, that exists on the calendar. */
export const shopDaySchema = daySchema;

/** One piece being made, as every production screen shows it. */
export const productionItemSchema = z.object({
  id: z.number().int(),
  /** e.g. IT-2026-000042. */
  code: z.string(),
  preOrderId: z.number().int().nullable(),
  preOrderNumber: z.string().nullable(),
  description: z.string(),
  designRef: z.string(),
  photoUrl: z.string().nullable(),
  materialId: z.number().int(),
  /** The jewelry category (GET /api/stock/categories); null: not given. */
  categoryId: z.number().int().nullable(),
  designerStaffId: z.number().int().nullable(),
  targetWeightMg: z.number().int().nullable(),
  stage: productionStageSchema,
  stageSince: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type ProductionItem = z.infer<typeof productionItemSchema>;

/** One step on an item's timeline: who, when, weight, photo, note. */
export const productionEventSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  /** null for the event that created the item. */
  fromStage: productionStageSchema.nullable(),
  toStage: productionStageSchema,
  label: z.string().nullable(),
  weightMg: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  note: z.string(),
  castId: z.number().int().nullable(),
  createdBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type ProductionEvent = z.infer<typeof productionEventSchema>;

export const depositCurrencyValues = ['USD', 'KHR'] as const;

/** A customer's order for pieces to be made (spec `/pre-order`). */
export const preOrderSchema = z.object({
  id: z.number().int(),
  /** e.g. PO-2026-000042. */
  number: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  designRef: z.string(),
  note: z.string(),
  depositMinor: z.number().int(),
  depositCurrency: z.enum(depositCurrencyValues),
  promisedOn: z.string().nullable(),
  photos: z.array(z.string()),
  itemCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type PreOrder = z.infer<typeof preOrderSchema>;

export const preOrderWithItemsSchema = preOrderSchema.extend({ items: z.array(productionItemSchema) });
export type PreOrderWithItems = z.infer<typeof preOrderWithItemsSchema>;

/** `?materialId=` and the like: a positive id from a query string. */
export const queryIdSchema = idQuerySchema;
