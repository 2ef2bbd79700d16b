import type { AppLocale } from '../i18n/locale';
import { useTranslation } from '../i18n/use-translation';

/** The language shown ('kh' | 'en'); units.ts maps 'kh' to Intl 'km'. */
export function useUiLocale(): AppLocale {
  const { i18n } = useTranslation();
  return i18n.language;
}
