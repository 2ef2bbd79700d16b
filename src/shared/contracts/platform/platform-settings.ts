import { z } from 'zod';
import { textSchema } from '../common';

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

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name the runtime knows, e.g. Asia/Phnom_Penh. */
export const timeZoneSchema = textSchema(64).min(1).refine(isTimeZone, { message: 'unknown time zone' });

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

export const platformSettingKeys = {
  shopName: 'shop.name',
  shopTimeZone: 'shop.timeZone',
  shopPhone: 'shop.phone',
  shopAddress: 'shop.address',
  imageViewUrlTemplate: 'images.viewUrlTemplate',
} as const;
