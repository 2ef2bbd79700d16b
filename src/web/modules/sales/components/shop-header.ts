import type { ShopIdentity } from '../../../../shared/contracts/platform/platform-settings';
import { imageUrl, type SheetLanguage } from '../../../ui';
import { useReceiptPriceLink } from '../../materials/api/get-receipt-price-link';
import { canAny, useMe } from '../../platform/api/get-me';
import { useSettingValue } from '../../platform/api/get-settings';
import type { ShopHeader } from './invoice-sheet';

type Localized = { kh: string; en: string };

/** The logo's width on a sheet, px (about 20 mm on A4, the roll's width in the middle of a receipt). */
const logoWidthPx = 240;

/**
 * The shop as its sheets head it, from the settings (`shop.name`, `shop.identity`), in the sheet's
 * language (falling back to the other one). The TIN is given whatever the shop's VAT registration
 * today: a sheet prints it when the invoice itself carries a VAT rate. A page's loader asks for what it
 * reads with prefetchShopHeader (api/prefetch-shop-header.ts).
 */
export function useShopHeader(language: SheetLanguage, fallbackName: string): ShopHeader {
  const name = useSettingValue<Localized>('shop.name');
  const identity = useSettingValue<ShopIdentity>('shop.identity');
  const template = useSettingValue<string>('images.viewUrlTemplate');
  // Invoices and receipts print the rate board's price page while the shop has an active board link.
  const { data: me } = useMe();
  const pricesUrl = useReceiptPriceLink(canAny(me, ['sales.read']));
  const pick = (value: Localized | undefined) => (value ? value[language] || value[language === 'kh' ? 'en' : 'kh'] : '');
  return {
    name: pick(name) || fallbackName,
    legalName: pick(identity?.legalName),
    address: pick(identity?.address),
    phone: identity?.phone ?? '',
    vatTin: identity?.vatTin ?? '',
    logoUrl: identity?.logo ? imageUrl(identity.logo, { width: logoWidthPx, template }) : '',
    pricesUrl,
  };
}
