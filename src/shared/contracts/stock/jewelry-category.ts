import { z } from 'zod';

/** How a category's making charge is counted (DESIGN §3.8: price = metal + making charge + stones − discount). */
export const makingChargeModes = ['per_gram', 'per_piece'] as const;
export type MakingChargeMode = (typeof makingChargeModes)[number];
export const makingChargeModeSchema = z.enum(makingChargeModes);

/** USD cents per gram or per piece, at most $10,000. */
export const makingChargeCentsSchema = z.number().int().min(0).max(1_000_000);

/** A kind of piece the shop makes and sells (ring, necklace …), as the API returns it. */
export const jewelryCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  makingChargeMode: makingChargeModeSchema,
  /** USD cents per gram (`per_gram`) or per piece (`per_piece`). */
  makingChargeCents: z.number().int(),
  /** The material a new piece of this category is usually made in; null: none. */
  defaultMaterialId: z.number().int().nullable(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type JewelryCategory = z.infer<typeof jewelryCategorySchema>;
