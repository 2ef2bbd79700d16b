import { khqrSettingsSchema } from '../../../shared/contracts/sales/khqr-settings';
import { buybackIdThresholdSchema, defaultBuybackIdThresholdCents } from '../../../shared/contracts/sales/old-gold-seller';
import { defaultPaymentTermDays, paymentTermDaysSchema } from '../../../shared/sales/due-date';
import { DEFAULT_RIEL_NOTE, rielNoteSchema } from '../../../shared/sales/tender';
import { defaultReceiptPrinterSettings, receiptPrinterSettingsSchema } from '../../../shared/contracts/printing/printer-settings';
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
  // DESIGN §3.8 (Cambodia's 2020 AML/CFT law): a buy-back of old gold above this, USD cents, needs the seller's identity.
  'sales.buybackIdThresholdCents': defineSetting({
    schema: buybackIdThresholdSchema,
    defaultValue: defaultBuybackIdThresholdCents,
    permission: 'sales.pricing',
    labelKey: 'admin.settings.keys.salesBuybackIdThreshold',
  }),
  // DESIGN §2: riel in cash goes to the smallest note in use; the riel asked and riel change round to it (shared/sales/tender.ts).
  'sales.rielNote': defineSetting({
    schema: rielNoteSchema,
    defaultValue: DEFAULT_RIEL_NOTE,
    permission: 'sales.pricing',
    labelKey: 'admin.settings.keys.salesRielNote',
  }),
  // Issue 22: the 80 mm thermal receipt: the printer's dpi (the raster's width), the cut, when the drawer opens; the till's people set it (owner, manager).
  'sales.receiptPrinter': defineSetting({
    schema: receiptPrinterSettingsSchema,
    defaultValue: defaultReceiptPrinterSettings,
    permission: 'sales.tillSign',
    labelKey: 'admin.settings.keys.salesReceiptPrinter',
  }),
};

declare module '../../platform/settings/settings.registry' {
  interface SettingsByOwner {
    sales: typeof salesSettings;
  }
}
