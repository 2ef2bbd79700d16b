// The language catalogues by section, each page fetching only the sections its
// code uses (issue 21, item 3: the first screen's size). kh.json and en.json
// stay one file each for the translators and the tests; the build writes, per
// language, content-hashed JSON files:
//   - the first screen's: every small top-level section (`nav`, `ui`, `units`,
//     `errors`, … under `smallSectionBytes` in Khmer), which the entry's and
//     the layouts' code use, in one file that initI18n (src/web/i18n/i18n.ts)
//     fetches and the server preloads with every page;
//   - each large section (`sales`, `stock`, …: a module's) in a file of its
//     own. A lazy chunk whose code names a large section waits for it before
//     it runs (a top-level await at its head), so a page never renders a key
//     without its text; the server preloads a page's sections with its chunks
//     (scripts/route-preloads.ts), so the wait adds no round trip.
// A key is found by its text in the code: a string or template literal that
// starts with `<section>.<key>` where the section has that key (a permission
// such as 'sales.read' is not a key), or `<section>.${…}` / `'<section>.' +`.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogueSectionsGlobal } from '../src/shared/page-hints';

export const catalogueLocales = ['kh', 'en'] as const;
type Catalogue = Record<string, Record<string, unknown>>;

/** A section smaller than this (its Khmer JSON) goes with the first screen: a request of its own would cost more than its bytes. */
const smallSectionBytes = 3584;

/** `assets/i18n-<locale>-<section>-<hash>.json`: a large section's file, as route-preloads.ts reads it back. */
export const sectionFilePattern = /^assets\/i18n-([a-z]+)-([A-Za-z0-9]+)-[\w-]{8}\.json$/;
/** The first screen's file of a language. */
export const firstScreenFilePattern = /^assets\/i18n-([a-z]+)-first-screen-[\w-]{8}\.json$/;
const firstScreenFile = 'first-screen';

const pluralSuffixes = ['_zero', '_one', '_two', '_few', '_many', '_other'];

/**
 * Whether `text` names a key of the catalogue: the whole of a string literal
 * must be a text (or a plural's), the head of a template literal or of a
 * concatenation (`open`) the start of one; 'stock.read' (a permission) or
 * 'stock.accept' (an audit action, where the catalogue has `stock.accept.*`)
 * are not keys.
 */
function namesKey(catalogue: Catalogue, text: string, open: boolean): boolean {
  const parts = text.split('.');
  let node: unknown = catalogue;
  for (const [index, part] of parts.entries()) {
    if (typeof node !== 'object' || node === null) return false;
    const level = node as Record<string, unknown>;
    if (index === parts.length - 1) {
      if (open) return Object.keys(level).some((key) => key.startsWith(part));
      return typeof level[part] === 'string' || pluralSuffixes.some((suffix) => typeof level[`${part}${suffix}`] === 'string');
    }
    node = Object.hasOwn(level, part) ? level[part] : undefined;
  }
  return false;
}

/** The sections of `catalogue` that `code` names a key of. */
export function sectionsReferenced(code: string, catalogue: Catalogue): string[] {
  const found = new Set<string>();
  for (const [, quote, text, end] of code.matchAll(/(["'`])([A-Za-z]\w*\.(?:[\w.]|\$(?!\{))*)(\$\{|["'`])?/g)) {
    const section = text!.slice(0, text!.indexOf('.'));
    if (found.has(section) || !Object.hasOwn(catalogue, section)) continue;
    // Closed by its own quote: a whole key; else the head of a built one.
    const open = end !== quote || text!.endsWith('.');
    if (namesKey(catalogue, text!, open)) found.add(section);
  }
  return [...found].sort();
}

/** The sections a built chunk waits for (what renderChunk wrote at its head). */
export function sectionsAwaited(code: string): string[] {
  const call = new RegExp(`${catalogueSectionsGlobal}\\(\\[([^\\]]*)\\]\\)`).exec(code);
  return call ? [...call[1]!.matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => m[1]!) : [];
}

export function catalogueSections(webRoot = path.resolve('src/web')): Plugin {
  const filesModule = path.join(webRoot, 'i18n/catalogue-files.ts');
  const catalogues = Object.fromEntries(
    catalogueLocales.map((locale) => [locale, JSON.parse(readFileSync(path.join(webRoot, `i18n/${locale}.json`), 'utf8')) as Catalogue]),
  ) as Record<(typeof catalogueLocales)[number], Catalogue>;
  // kh.json has every key of en.json (catalogues.test.ts): its keys decide what a chunk names.
  const keys = catalogues.kh;
  const firstScreen = new Set(Object.keys(keys).filter((section) => JSON.stringify(keys[section]).length < smallSectionBytes));
  const emitted: { fileName: string; source: string }[] = [];
  const fileOf = (locale: string, name: string, value: unknown) => {
    const source = JSON.stringify(value);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    const fileName = `assets/i18n-${locale}-${name}-${hash}.json`;
    emitted.push({ fileName, source });
    return `/${fileName}`;
  };
  const files: Record<string, { firstScreen: string; sections: Record<string, string> }> = {};
  for (const locale of catalogueLocales) {
    const sections = Object.entries(catalogues[locale]);
    files[locale] = {
      firstScreen: fileOf(locale, firstScreenFile, Object.fromEntries(sections.filter(([section]) => firstScreen.has(section)))),
      sections: Object.fromEntries(sections.filter(([section]) => !firstScreen.has(section)).map(([section, value]) => [section, fileOf(locale, section, value)])),
    };
  }

  return {
    name: 'atelier-catalogue-sections',
    apply: 'build',
    buildStart() {
      for (const { fileName, source } of emitted) this.emitFile({ type: 'asset', fileName, source });
    },
    load(id) {
      if (id.split('?')[0] !== filesModule) return null;
      // The build's catalogue-files.ts: where each language's first-screen file and large sections are.
      return `export const catalogueSource = ${JSON.stringify({ kind: 'sections', files })};\n`;
    },
    renderChunk(code, chunk) {
      const sections = sectionsReferenced(code, keys).filter((section) => !firstScreen.has(section));
      if (!sections.length) return null;
      // The entry must not wait: what it names must be small enough to be in the first screen's file.
      if (chunk.isEntry) this.error(`the entry names keys of ${sections.join(', ')}, larger than the first screen's sections`);
      // Imports are hoisted: this runs before the chunk's own code, after what it imports.
      return { code: `await globalThis.${catalogueSectionsGlobal}(${JSON.stringify(sections)});\n${code}`, map: null };
    },
    generateBundle(_options, bundle) {
      // Nor may what the entry imports statically.
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isEntry) continue;
        const waiting = item.imports.filter((file) => {
          const imported = bundle[file];
          return imported?.type === 'chunk' && sectionsAwaited(imported.code).length > 0;
        });
        if (waiting.length) this.error(`the entry imports ${waiting.join(', ')}, which waits for catalogue sections`);
      }
    },
  };
}
