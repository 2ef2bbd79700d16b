import { type SheetLanguage } from '../../../ui';
import { useSettingValue } from '../../platform/api/get-settings';
import type { ShopHeader } from './invoice-sheet';

type Localized = { kh: string; en: string };

/** The shop's name, address and phone from the platform settings, in the sheet's language (falling back to the other one). */
export function useShopHeader(language: SheetLanguage, fallbackName: string): ShopHeader {
  const name = useSettingValue<Localized>('shop.name');
  const address = useSettingValue<Localized>('shop.address');
  const phone = useSettingValue<string>('shop.phone');
  const pick = (value: Localized | undefined) => (value ? value[language] || value[language === 'kh' ? 'en' : 'kh'] : '');
  return { name: pick(name) || fallbackName, address: pick(address), phone: phone ?? '' };
}
