import type { Catalogue } from './translator';
import type { AppLocale } from './locale';

/**
 * Where the language catalogues come from. Here (the dev server, the tests):
 * each language's whole catalogue, one chunk. The build replaces this module
 * (scripts/catalogue-sections.ts) with the URLs of each language's files:
 * the first screen's small sections in one, each large section in its own,
 * which a page fetches only if its code names it.
 */
export type CatalogueSource =
  | { readonly kind: 'whole'; readonly load: Record<AppLocale, () => Promise<{ default: Catalogue }>> }
  | {
      readonly kind: 'sections';
      /** Per language: the URL of the first screen's sections (one file), and of each other section. */
      readonly files: Record<AppLocale, { readonly firstScreen: string; readonly sections: Record<string, string> }>;
    };

export const catalogueSource: CatalogueSource = {
  kind: 'whole',
  load: {
    kh: () => import('./kh.json'),
    en: () => import('./en.json'),
  },
};
