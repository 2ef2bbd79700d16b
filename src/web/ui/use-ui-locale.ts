import { useTranslation } from 'react-i18next';

/** The current i18next language ('kh' | 'en'); units.ts maps 'kh' to Intl 'km'. */
export function useUiLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'kh';
}
