import {
  defaultShopIdentity,
  imageUrlTemplateSchema,
  platformSettingKeys as keys,
  shopIdentitySchema,
  shopNameSchema,
  timeZoneSchema,
} from '../../../shared/contracts/platform/platform-settings';
import { defineSetting } from './define-setting';

export const platformSettings = {
  [keys.shopName]: defineSetting({
    schema: shopNameSchema,
    defaultValue: { kh: 'អាតេលីយេ', en: 'Atelier' },
    permission: 'platform.settings',
    labelKey: 'admin.settings.keys.shopName',
  }),
  [keys.shopTimeZone]: defineSetting({
    schema: timeZoneSchema,
    defaultValue: 'Asia/Phnom_Penh',
    permission: 'platform.settings',
    labelKey: 'admin.settings.keys.shopTimeZone',
  }),
  // The seller on every receipt and invoice; whether they are tax invoices, and at what VAT rate
  // (read by everyone who prints one, the cashier included; changed by the owner alone).
  [keys.shopIdentity]: defineSetting({
    schema: shopIdentitySchema,
    defaultValue: defaultShopIdentity,
    permission: 'platform.settings',
    labelKey: 'admin.settings.keys.shopIdentity',
  }),
  // Spec §7: where the web loads resized images from.
  [keys.imageViewUrlTemplate]: defineSetting({
    schema: imageUrlTemplateSchema,
    defaultValue: '/api/images/{src}?w={width}&h={height}',
    permission: 'platform.settings',
    labelKey: 'admin.settings.keys.imageViewUrlTemplate',
  }),
};
