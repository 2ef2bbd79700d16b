import { khqrSettingsSchema } from '../../../shared/contracts/sales/khqr-settings';
import { defaultPaymentTermDays, paymentTermDaysSchema } from '../../../shared/sales/due-date';
import { defineSetting } from '../../platform/settings/define-setting';

export const salesSettings = {
  // DESIGN §3.8: the POS shows a KHQR code for the amount; the money goes to this account.
  'sales.khqr': defineSetting({
    schema: khqrSettingsSchema,
    defaultValue: { accountId: '', merchantName: 'Atelier', merchantCity: 'Phnom Penh' },
    permission: 'sales.pricing',
    labelKey: 'admin.settings.keys.salesKhqr',
  }),
  // A sale that leaves a balance is due this many days after the sale's day unless the cashier gives a day (shared/sales/due-date.ts).
  'sales.paymentTermDays': defineSetting({
    schema: paymentTermDaysSchema,
    defaultValue: defaultPaymentTermDays,
    permission: 'sales.pricing',
    labelKey: 'admin.settings.keys.salesPaymentTermDays',
  }),
};
