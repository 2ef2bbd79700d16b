import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { appTranslator } from './i18n';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator>(appTranslator);

/** Renders its children with another translator: a test's, or a sheet's in the other language. */
export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * The texts of the language shown, `t`, and the translator itself as `i18n`
 * (the names react-i18next gave them). A language switch renders the
 * component again.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  useSyncExternalStore(translator.subscribe, () => translator.revision, () => translator.revision);
  return { t: translator.t, i18n: translator };
}
