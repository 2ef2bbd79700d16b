import { createInstance, type i18n, type ResourceKey } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useUiLocale, type SheetLanguage } from '../../../ui';


/** The language a sheet prints in: the reader's own unless they pick the other one. */
export function useSheetLanguage(): [SheetLanguage, (language: SheetLanguage) => void] {
  const uiLocale = useUiLocale();
  const [picked, setPicked] = useState<SheetLanguage | null>(null);
  return [picked ?? (uiLocale === 'en' ? 'en' : 'kh'), setPicked];
}

/**
 * Renders its children in `language`, whatever the rest of the page uses (a
 * sheet printed for an English-reading auditor, say). A separate i18next
 * instance over the same catalogue: a clone would share services with the
 * app's own and could switch the whole app.
 */
export function InSheetLanguage({ language, children }: { language: SheetLanguage; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [sheetI18n, setSheetI18n] = useState<i18n | null>(null);
  const same = i18n.language === language;
  useEffect(() => {
    if (same) return;
    let current = true;
    void i18n.loadLanguages(language).then(() => {
      const instance = createInstance({
        lng: language,
        resources: { [language]: { translation: i18n.getResourceBundle(language, 'translation') as ResourceKey } },
        fallbackLng: false,
        interpolation: { escapeValue: false },
        returnNull: false,
        initAsync: false,
      });
      void instance.init();
      if (current) setSheetI18n(instance);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, same]);
  if (same || !sheetI18n || sheetI18n.language !== language) return children;
  return <I18nextProvider i18n={sheetI18n}>{children}</I18nextProvider>;
}
