/** Spec §9: kh first and default; the choice is stored under `locale`. */
export const appLocales = ['kh', 'en'] as const;
export type AppLocale = (typeof appLocales)[number];
export const defaultLocale: AppLocale = 'kh';
export const localeStorageKey = 'locale';

/** The stored locale 'kh' is not a BCP 47 tag; Intl and <html lang> need 'km'. */
export type IntlLocale = 'km' | 'en';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (appLocales as readonly string[]).includes(value);
}

export function intlLocaleOf(locale: AppLocale): IntlLocale {
  return locale === 'kh' ? 'km' : 'en';
}

export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined): AppLocale {
  try {
    const stored = storage?.getItem(localeStorageKey);
    return isAppLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export const devTitlePrefix = 'dev?';

/** Spec §1: outside production the title starts with 'dev?'. */
export function documentTitle(appTitle: string, production: boolean): string {
  return production ? appTitle : `${devTitlePrefix} ${appTitle}`;
}
