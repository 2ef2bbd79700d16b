import type en from './en.json';
import type { AppLocale } from './locale';

/**
 * The web's translator: a language's catalogue (nested keys, as in en.json),
 * `{{name}}` interpolation, plurals by `count` with `_one`/`_other` keys. It
 * replaces i18next and react-i18next, of which the app used this much, and
 * keeps their answers: a missing key reads as the key, a missing value leaves
 * its `{{name}}` as it is, null reads as nothing. Values go in as they are
 * (React escapes what it shows).
 */

/** A catalogue or one of its sections: texts under nested names. */
export interface Catalogue {
  readonly [name: string]: string | Catalogue;
}

type KeysOf<T, Prefix extends string = ''> = {
  [Name in keyof T & string]: T[Name] extends string ? `${Prefix}${Name}` : KeysOf<T[Name], `${Prefix}${Name}.`>;
}[keyof T & string];

/** A plural key (`x_one`, `x_other`) is called as `t('x', { count })`. */
type PluralBase<Key extends string> = Key extends `${infer Base}_one` ? Base : Key extends `${infer Base}_other` ? Base : Key;

type CatalogueKey = KeysOf<typeof en>;

/** Every key of en.json (catalogues.test.ts keeps kh.json in step), and the base of each plural key. */
export type TextKey = CatalogueKey | PluralBase<CatalogueKey>;

/** What a text's `{{name}}`s read; `count` also picks the plural form. */
export type TextValues = { readonly count?: number } & Readonly<Record<string, unknown>>;

export type TFunction = (key: TextKey, values?: TextValues) => string;

export interface Translator {
  /** The language shown; during a switch, the one left until the next one's catalogue is in. */
  readonly language: AppLocale;
  readonly t: TFunction;
  /** A `t` in that language, whatever the translator shows (a sheet printed in the other language). */
  getFixedT(language: AppLocale): TFunction;
  /** Whether the language shown has a text under `key` (a key that comes from the server, say). */
  exists(key: string): boolean;
  hasCatalogue(language: AppLocale): boolean;
  /** Loads a language's catalogue (once); resolves when it is in, or when loading it failed (then it is asked for again next time). */
  loadLanguage(language: AppLocale): Promise<void>;
  /** Shows the language once its catalogue is in; of switches made meanwhile, the last one wins. */
  changeLanguage(language: AppLocale): Promise<void>;
  /**
   * Adds sections to a language's catalogue, now or as soon as that catalogue is in. It tells no
   * listener, as react-i18next did not: a chunk's code runs only once the sections it names are in
   * (scripts/catalogue-sections.ts), so nothing on screen waits for them, and telling would render
   * every mounted text again each time a page of another module first opens. A screen that shows
   * keys the build cannot see waits for them itself (loadTextsOfKeys in i18n.ts).
   */
  addTexts(language: AppLocale, texts: Catalogue): void;
  /** The same catalogues shown in another language: what a sheet in the other language renders with. */
  inLanguage(language: AppLocale): Translator;
  /** Called after each change of language or whole catalogue (React's useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
  /** Counts the changes: what React compares to know whether to render again. */
  readonly revision: number;
}

export interface TranslatorOptions {
  language: AppLocale;
  catalogues?: Partial<Record<AppLocale, Catalogue>>;
  /** Where a language's catalogue comes from when it is not given. */
  load?: (language: AppLocale) => Promise<Catalogue>;
}

/**
 * Khmer has no plural forms, but kh.json writes `_one` texts for a count of
 * one ("print its tag" rather than "print 1 tags"). i18next asked Intl for
 * 'kh', which is no Khmer tag: Intl answered with the browser's own locale,
 * English in the tests and most browsers, so one and other. Khmer keeps
 * English's rule here, in every browser.
 */
const pluralRules: Record<AppLocale, Intl.PluralRules> = { kh: new Intl.PluralRules('en'), en: new Intl.PluralRules('en') };

function lookUp(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const name of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, name)) return undefined;
    node = node[name];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TextValues): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, spelled: string) => {
    const name = spelled.trim();
    // As i18next: a value not passed leaves its placeholder, undefined or null reads as nothing.
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

export function translate(catalogue: Catalogue | undefined, language: AppLocale, key: string, values?: TextValues): string {
  const count = values?.count;
  let text: string | undefined;
  if (typeof count === 'number') {
    if (count === 0) text = lookUp(catalogue, `${key}_zero`);
    text ??= lookUp(catalogue, `${key}_${pluralRules[language].select(count)}`);
  }
  text ??= lookUp(catalogue, key);
  if (text === undefined) return key;
  return values ? interpolate(text, values) : text;
}

/** Sections merged into a catalogue, deeply: a section added again replaces the texts it names. */
function merged(into: Catalogue, texts: Catalogue): Catalogue {
  const result: Record<string, string | Catalogue> = { ...into };
  for (const [name, value] of Object.entries(texts)) {
    const was = result[name];
    result[name] = typeof value !== 'string' && was !== undefined && typeof was !== 'string' ? merged(was, value) : value;
  }
  return result;
}

/** What the translators over one set of catalogues share: the catalogues, the loads under way, who listens. */
interface Store {
  catalogues: Map<AppLocale, Catalogue>;
  pending: Map<AppLocale, Catalogue>;
  loads: Map<AppLocale, Promise<void>>;
  load: ((language: AppLocale) => Promise<Catalogue>) | undefined;
  listeners: Set<() => void>;
  revision: number;
  fixedTs: Map<AppLocale, TFunction>;
}

function changed(store: Store): void {
  store.revision += 1;
  for (const listener of [...store.listeners]) listener();
}

function storeCatalogue(store: Store, language: AppLocale, catalogue: Catalogue): void {
  const waiting = store.pending.get(language);
  store.pending.delete(language);
  store.catalogues.set(language, waiting ? merged(catalogue, waiting) : catalogue);
  changed(store);
}

function loadInto(store: Store, language: AppLocale): Promise<void> {
  if (store.catalogues.has(language) || !store.load) return Promise.resolve();
  let loading = store.loads.get(language);
  if (!loading) {
    loading = store.load(language).then(
      (catalogue) => storeCatalogue(store, language, catalogue),
      // Nothing stored: the next call asks again; meanwhile the keys stand in for the texts.
      () => undefined,
    );
    void loading.finally(() => store.loads.delete(language));
    store.loads.set(language, loading);
  }
  return loading;
}

function fixedT(store: Store, language: AppLocale): TFunction {
  let t = store.fixedTs.get(language);
  if (!t) {
    t = (key, values) => translate(store.catalogues.get(language), language, key, values);
    store.fixedTs.set(language, t);
  }
  return t;
}

function translatorOver(store: Store, initial: AppLocale): Translator {
  let language = initial;
  let wanted = initial;
  return {
    get language() {
      return language;
    },
    get t() {
      return fixedT(store, language);
    },
    getFixedT: (other) => fixedT(store, other),
    exists: (key) => lookUp(store.catalogues.get(language), key) !== undefined,
    hasCatalogue: (other) => store.catalogues.has(other),
    loadLanguage: (other) => loadInto(store, other),
    async changeLanguage(next) {
      wanted = next;
      // As i18next: before any catalogue is in nothing is shown yet, so the language
      // changes at once (a request made meanwhile asks in the language to come).
      if (store.catalogues.size === 0 && language !== next) {
        language = next;
        changed(store);
      }
      await loadInto(store, next);
      if (wanted !== next || language === next || !store.catalogues.has(next)) return;
      language = next;
      changed(store);
    },
    addTexts(other, texts) {
      const catalogue = store.catalogues.get(other);
      if (!catalogue) {
        const waiting = store.pending.get(other);
        store.pending.set(other, waiting ? merged(waiting, texts) : texts);
        return;
      }
      store.catalogues.set(other, merged(catalogue, texts));
    },
    inLanguage: (other) => translatorOver(store, other),
    subscribe(listener) {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    get revision() {
      return store.revision;
    },
  };
}

export function createTranslator({ language, catalogues = {}, load }: TranslatorOptions): Translator {
  const store: Store = {
    catalogues: new Map(Object.entries(catalogues) as [AppLocale, Catalogue][]),
    pending: new Map(),
    loads: new Map(),
    load,
    listeners: new Set(),
    revision: 0,
    fixedTs: new Map(),
  };
  return translatorOver(store, language);
}
