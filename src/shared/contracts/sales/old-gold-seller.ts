import { z } from 'zod';
import { defaultBuybackIdThresholdCents, sellerIdTypes } from '../../sales/old-gold';
import { nameSchema, phoneSchema, textSchema } from '../common';
import { storedPhotoSrcPattern } from '../platform/upload-photos';

/**
 * The seller of old gold bought above the owner's threshold (DESIGN §3.8;
 * Cambodia's 2020 AML/CFT law names dealers in precious metals): who, their
 * identity document, photos of the document and of the items.
 */

/** A stored photo (`/uploads/<hash>.webp`), as POST /api/platform/uploads gives it. */
const storedPhotoSchema = z.string().max(100).regex(storedPhotoSrcPattern);

/** Who sold the old gold: name, phone, identity document, and photos of the document and of the items. */
export const oldGoldSellerInputSchema = z.strictObject({
  name: nameSchema,
  phone: phoneSchema.min(1),
  idType: z.enum(sellerIdTypes),
  idNumber: textSchema(60).min(1),
  idPhotos: z.array(storedPhotoSchema).min(1).max(4),
  itemPhotos: z.array(storedPhotoSchema).min(1).max(10),
});
export type OldGoldSellerInput = z.input<typeof oldGoldSellerInputSchema>;
/** The fields the identity is refused on when it is missing (in this order). */
export const oldGoldSellerFields = ['name', 'phone', 'idType', 'idNumber', 'idPhotos', 'itemPhotos'] as const;

export const oldGoldSellerSchema = z.object({
  name: z.string(),
  phone: z.string(),
  idType: z.enum(sellerIdTypes),
  idNumber: z.string(),
  idPhotos: z.array(z.string()),
  itemPhotos: z.array(z.string()),
});
export type OldGoldSeller = z.infer<typeof oldGoldSellerSchema>;

/** Setting `sales.buybackIdThresholdCents`: above it (USD cents) a buy-back needs the seller's identity. */
export const buybackIdThresholdSchema = z.number().int().min(0).max(1_000_000_00);
export { defaultBuybackIdThresholdCents };
