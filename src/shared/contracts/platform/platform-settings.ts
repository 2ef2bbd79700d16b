import { z } from 'zod';
import { defaultVatRateBp, maxVatRateBp } from '../../sales/vat';
import { textSchema } from '../common';
import { storedPhotoSrcPattern } from './upload-photos';

/** Value schemas of the platform's settings: the server validates with them, the web's forms too. */
export const bilingualTextSchema = (max: number) =>
  z.strictObject({ kh: textSchema(max), en: textSchema(max) });

export const shopNameSchema = z.strictObject({
  kh: textSchema(120).min(1),
  en: textSchema(120).min(1),
});
export type ShopName = z.infer<typeof shopNameSchema>;

export const shopAddressSchema = bilingualTextSchema(300);
export type ShopAddress = z.infer<typeof shopAddressSchema>;

export const shopPhoneSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[0-9+()\-. /]*$/);

/**
 * The time zones a shop picks from (setting `shop.timeZone`): Cambodia first,
 * then its neighbours, the region, the cities of the Cambodian diaspora that
 * keep shops, and UTC. A short list a person can read, not the 400 IANA names.
 * The server's SQL reads it from here (platform/shop-time.ts shopTimeZoneSql).
 * Migration 0025 spells the list out as it stood when it was written: a
 * migration is plain SQL, fixed once applied (it cannot import this, and is
 * never edited), and it ran once, to backfill days; a zone added here needs
 * nothing there.
 */
export const shopTimeZones = [
  'Asia/Phnom_Penh',
  'Asia/Bangkok',
  'Asia/Ho_Chi_Minh',
  'Asia/Vientiane',
  'Asia/Yangon',
  'Asia/Kuala_Lumpur',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Melbourne',
  'Europe/Paris',
  'America/Los_Angeles',
  'America/New_York',
  'UTC',
] as const;
export type ShopTimeZone = (typeof shopTimeZones)[number];

/** One of the shop time zones (an IANA name the runtime knows). */
export const timeZoneSchema = z.enum(shopTimeZones);

/**
 * Spec §7: the image view URL template, with {src} and optionally {width} and
 * {height}; a path on this server or an http(s) address.
 */
export const imageUrlTemplateSchema = z
  .string()
  .trim()
  .min(5)
  .max(500)
  .regex(/^(\/|https?:\/\/)\S*\{src\}\S*$/);

/** A Cambodian VAT TIN as the GDT prints it: a letter, three digits, a dash, nine digits (K001-123456789). */
export const vatTinPattern = /^[A-Z]\d{3}-\d{9}$/;
const vatTinSchema = z.string().trim().toUpperCase().max(14);

const shopIdentityShape = {
  /** The registered name a tax invoice prints for the seller (the sign over the door is `shop.name`). */
  legalName: shopNameSchema,
  address: shopAddressSchema,
  phone: shopPhoneSchema,
  /** Parts per ten thousand: 1000 = 10 %. Kept while not registered, so registering later needs one switch. */
  vatRateBp: z.number().int().min(1).max(maxVatRateBp),
  /** An uploaded image (`/uploads/<hash>.webp`), or '' for none. */
  logo: z.string().max(100).regex(storedPhotoSrcPattern).or(z.literal('')),
};

/**
 * The shop as its receipts and invoices print it (DESIGN §3.8, GDT
 * notification 4908): a VAT-registered shop issues tax invoices with its TIN
 * and the VAT line; an invoice records the rate in force when issued.
 */
export const shopIdentitySchema = z.discriminatedUnion('vatRegistered', [
  z.strictObject({ ...shopIdentityShape, vatRegistered: z.literal(true), vatTin: vatTinSchema.min(1).regex(vatTinPattern) }),
  z.strictObject({ ...shopIdentityShape, vatRegistered: z.literal(false), vatTin: vatTinSchema.regex(/^$|^[A-Z]\d{3}-\d{9}$/) }),
]);
export type ShopIdentity = z.infer<typeof shopIdentitySchema>;

export const defaultShopIdentity: ShopIdentity = {
  legalName: { kh: 'អាតេលីយេ', en: 'Atelier' },
  address: { kh: '', en: '' },
  phone: '',
  vatRegistered: false,
  vatTin: '',
  vatRateBp: defaultVatRateBp,
  logo: '',
};

export const platformSettingKeys = {
  shopName: 'shop.name',
  shopTimeZone: 'shop.timeZone',
  shopIdentity: 'shop.identity',
  imageViewUrlTemplate: 'images.viewUrlTemplate',
} as const;
