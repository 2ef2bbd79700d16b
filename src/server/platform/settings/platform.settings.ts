import {
  imageUrlTemplateSchema,
  platformSettingKeys as keys,
  shopAddressSchema,
  shopNameSchema,
  shopPhoneSchema,
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
  [keys.shopPhone]: defineSetting({
    schema: shopPhoneSchema,
    defaultValue: '',
    permission: 'platform.settings',
    labelKey: 'admin.settings.keys.shopPhone',
  }),
  [keys.shopAddress]: defineSetting({
    schema: shopAddressSchema,
    defaultValue: { kh: '', en: '' },
    permission: 'platform.settings',
    labelKey: 'admin.settings.keys.shopAddress',
  }),
  // Spec §7: where the web loads resized images from.
  [keys.imageViewUrlTemplate]: defineSetting({
    schema: imageUrlTemplateSchema,
    defaultValue: '/api/images/{src}?w={width}&h={height}',
    permission: 'platform.settings',
    labelKey: 'admin.settings.keys.imageViewUrlTemplate',
  }),
};
