import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { TranslatorProvider, useTranslation } from '../../../i18n/use-translation';
import { useUiLocale, type SheetLanguage } from '../../../ui';


/** The language a sheet prints in: the reader's own unless they pick the other one. */
export function useSheetLanguage(): [SheetLanguage, (language: SheetLanguage) => void] {
  const uiLocale = useUiLocale();
  const [picked, setPicked] = useState<SheetLanguage | null>(null);
  return [picked ?? (uiLocale === 'en' ? 'en' : 'kh'), setPicked];
}

/**
 * Renders its children in `language`, whatever the rest of the page uses (a
 * sheet printed for an English-reading auditor, say): the same catalogues,
 * shown in the sheet's language, so the app's own language stays as it is.
 * Until that language's catalogue is in, the page's language stands in.
 */
export function InSheetLanguage({ language, children }: { language: SheetLanguage; children: ReactNode }) {
  const { i18n } = useTranslation();
  const same = i18n.language === language;
  const ready = i18n.hasCatalogue(language);
  const sheetTranslator = useMemo(() => i18n.inLanguage(language), [i18n, language]);
  useEffect(() => {
    if (!same && !ready) void i18n.loadLanguage(language);
  }, [i18n, language, same, ready]);
  if (same || !ready) return children;
  return <TranslatorProvider translator={sheetTranslator}>{children}</TranslatorProvider>;
}
