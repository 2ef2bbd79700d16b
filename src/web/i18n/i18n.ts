import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeCookie } from '../../shared/page-hints';
import { isProductionEnvironment } from '../shell/runtime-config';
import {
  appLocales,
  defaultLocale,
  documentTitle,
  intlLocaleOf,
  isAppLocale,
  localeStorageKey,
  readStoredLocale,
  type AppLocale,
  type IntlLocale,
} from './locale';

/** One chunk per language: a visitor downloads only the catalogue they read. */
const catalogues: Record<AppLocale, () => Promise<{ default: ResourceKey }>> = {
  kh: () => import('./kh.json'),
  en: () => import('./en.json'),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isAppLocale(language)) return callback(null, {});
    catalogues[language]().then(
      (catalogue) => callback(null, catalogue.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function currentLocale(): AppLocale {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isAppLocale(language) ? language : defaultLocale;
}

export function currentIntlLocale(): IntlLocale {
  return intlLocaleOf(currentLocale());
}

function applyToDocument(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = currentIntlLocale();
  document.title = documentTitle(i18next.t('app.title'), isProductionEnvironment());
  // The server preloads this language's catalogue with the next page it sends.
  document.cookie = `${localeCookie}=${currentLocale()}; path=/; max-age=31536000; samesite=lax`;
}

export async function setLocale(locale: AppLocale): Promise<void> {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await i18next.changeLanguage(locale);
}

/** Resolves once the stored (or default) language's catalogue is loaded. */
export async function initI18n(): Promise<void> {
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  i18next.on('languageChanged', applyToDocument);
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: readStoredLocale(storage),
      // kh.json has every key of en.json (catalogues.test.ts): no fallback to download.
      fallbackLng: false,
      supportedLngs: [...appLocales],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyToDocument();
}
