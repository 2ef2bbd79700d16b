import { defaultLabelPrinterSettings, labelPrinterSettingsSchema } from '../../../shared/contracts/printing/printer-settings';
import { defineSetting } from '../../platform/settings/define-setting';

export const stockSettings = {
  // Issue 22: the jewelry label stock and the label printer's language, the same at every counter; set by whoever keeps the stock (owner, manager).
  'stock.labelPrinter': defineSetting({
    schema: labelPrinterSettingsSchema,
    defaultValue: defaultLabelPrinterSettings,
    permission: 'stock.write',
    labelKey: 'admin.settings.keys.stockLabelPrinter',
  }),
};

declare module '../../platform/settings/settings.registry' {
  interface SettingsByOwner {
    stock: typeof stockSettings;
  }
}
