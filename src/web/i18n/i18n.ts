import { isProductionEnvironment } from '../shell/runtime-config';
import { catalogueSectionsGlobal, localeCookie } from '../../shared/page-hints';
import { catalogueSource } from './catalogue-files';
import {
  defaultLocale,
  documentTitle,
  intlLocaleOf,
  localeStorageKey,
  readStoredLocale,
  type AppLocale,
  type IntlLocale,
} from './locale';
import { createTranslator, type Catalogue } from './translator';

/** The language the app shows or is switching to: the sections a page asks for are fetched in it. */
let targetLocale: AppLocale | undefined;

/** The large sections asked for so far (scripts/catalogue-sections.ts): a language switch fetches them too. */
const sectionsInUse = new Set<string>();
const fetches = new Map<string, Promise<Catalogue>>();

/** A catalogue file of the build, fetched once (the server preloads it with the page, as="fetch" crossorigin: this request takes the preload). */
function fetchCatalogueFile(url: string): Promise<Catalogue> {
  let fetching = fetches.get(url);
  if (!fetching) {
    fetching = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as Catalogue;
    });
    // Asked for again next time; meanwhile the page shows a failed chunk (one reload, chunk-reload.ts).
    fetching.catch(() => fetches.delete(url));
    fetches.set(url, fetching);
  }
  return fetching.catch((error: unknown) => {
    const failure = new Error(`Loading chunk ${url} failed: ${String(error)}`);
    failure.name = 'ChunkLoadError';
    throw failure;
  });
}

function fetchSection(locale: AppLocale, section: string): Promise<Catalogue> {
  const url = catalogueSource.kind === 'sections' ? catalogueSource.files[locale].sections[section] : undefined;
  return url ? fetchCatalogueFile(url) : Promise.resolve({});
}

/** `<locale>/<section>` of each large section in the translator's catalogues, or on its way there. */
const sectionsStored = new Set<string>();

/** The language's catalogue: the first screen's sections and every large one in use, including those asked for meanwhile. */
async function wholeCatalogue(locale: AppLocale): Promise<Catalogue> {
  if (catalogueSource.kind === 'whole') return (await catalogueSource.load[locale]()).default;
  const catalogue = { ...((await fetchCatalogueFile(catalogueSource.files[locale].firstScreen)) as Record<string, Catalogue>) };
  const fetched = new Set<string>();
  for (;;) {
    const missing = [...sectionsInUse].filter((section) => !fetched.has(section));
    if (!missing.length) break;
    const texts = await Promise.all(missing.map((section) => fetchSection(locale, section)));
    missing.forEach((section, index) => {
      catalogue[section] = texts[index]!;
      fetched.add(section);
      sectionsStored.add(`${locale}/${section}`);
    });
  }
  return catalogue;
}

/**
 * The app's one translator. A language's catalogue loads when it is first
 * shown or asked for: the first screen's sections and every large one in use.
 */
export const appTranslator = createTranslator({ language: defaultLocale, load: wholeCatalogue });

/**
 * What a lazy chunk of the build awaits before it runs (scripts/catalogue-sections.ts):
 * the large sections its code names, in the language shown or being switched to.
 */
async function loadSections(sections: readonly string[]): Promise<void> {
  const locale = targetLocale ?? currentLocale();
  for (const section of sections) sectionsInUse.add(section);
  const missing = sections.filter((section) => !sectionsStored.has(`${locale}/${section}`));
  if (!missing.length) return;
  const texts = await Promise.all(missing.map((section) => fetchSection(locale, section)));
  for (const section of missing) sectionsStored.add(`${locale}/${section}`);
  appTranslator.addTexts(locale, Object.fromEntries(missing.map((section, index) => [section, texts[index]!])));
}

if (catalogueSource.kind === 'sections') (globalThis as Record<string, unknown>)[catalogueSectionsGlobal] = loadSections;

/**
 * The texts of keys the code does not name, which the build cannot see: a
 * setting's label comes from the server as its key ('entries.settings.…'),
 * in a section the page's chunk may not have asked for. The page waits for
 * the large sections of those keys before showing them.
 */
export async function loadTextsOfKeys(keys: readonly string[]): Promise<void> {
  const sections = largeSectionsOf(keys);
  if (sections.length) await loadSections(sections);
}

/** Whether the texts of those keys are already there (always, with the whole catalogues of the dev server and the tests). */
export function hasTextsOfKeys(keys: readonly string[]): boolean {
  const locale = targetLocale ?? currentLocale();
  return largeSectionsOf(keys).every((section) => sectionsStored.has(`${locale}/${section}`));
}

/** The large sections (each a file of its own in the build) that keys belong to. */
function largeSectionsOf(keys: readonly string[]): string[] {
  if (catalogueSource.kind !== 'sections') return [];
  const large = catalogueSource.files[targetLocale ?? currentLocale()].sections;
  return [...new Set(keys.map((key) => key.split('.')[0]!))].filter((section) => Object.hasOwn(large, section));
}

export function currentLocale(): AppLocale {
  return appTranslator.language;
}

export function currentIntlLocale(): IntlLocale {
  return intlLocaleOf(currentLocale());
}

function applyToDocument(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = currentIntlLocale();
  document.title = documentTitle(appTranslator.t('app.title'), isProductionEnvironment());
  // The server preloads this language's catalogue with the next page it sends.
  document.cookie = `${localeCookie}=${currentLocale()}; path=/; max-age=31536000; samesite=lax`;
}

export async function setLocale(locale: AppLocale): Promise<void> {
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  targetLocale = locale;
  await appTranslator.changeLanguage(locale);
}

/** Resolves once the stored (or default) language's catalogue is loaded. */
export async function initI18n(): Promise<void> {
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  let shown: AppLocale | undefined;
  appTranslator.subscribe(() => {
    if (appTranslator.language === shown || !appTranslator.hasCatalogue(appTranslator.language)) return;
    shown = appTranslator.language;
    applyToDocument();
  });
  targetLocale = readStoredLocale(storage);
  await appTranslator.changeLanguage(targetLocale);
  applyToDocument();
}
