import { khqrSettingsSchema } from '../../../shared/contracts/sales/khqr-settings';
import { defineSetting } from '../../platform/settings/define-setting';

export const salesSettings = {
  // DESIGN §3.8: the POS shows a KHQR code for the amount; the money goes to this account.
  'sales.khqr': defineSetting({
    schema: khqrSettingsSchema,
    defaultValue: { accountId: '', merchantName: 'Atelier', merchantCity: 'Phnom Penh' },
    permission: 'sales.pricing',
    labelKey: 'admin.settings.keys.salesKhqr',
  }),
};
