import { describe, expect, it } from 'vitest';
import { sectionsAwaited, sectionsReferenced } from '../../../scripts/catalogue-sections';
import kh from './kh.json';

// The build splits the catalogues by section and makes each lazy chunk wait
// for the sections its code names (scripts/catalogue-sections.ts): a key the
// scan misses would show as a raw key, a string taken for a key costs a fetch.
const catalogue = kh as unknown as Record<string, Record<string, unknown>>;
const firstKeyOf = (section: string): string => {
  let path = section;
  let node: unknown = catalogue[section];
  while (node && typeof node === 'object') {
    const [key, value] = Object.entries(node)[0]!;
    path = `${path}.${key}`;
    node = value;
  }
  return path;
};

describe('the sections a chunk names', () => {
  it('finds a whole key in either quote, and a key built from a head', () => {
    const salesKey = firstKeyOf('sales');
    const stockKey = firstKeyOf('stock');
    const head = salesKey.slice(0, salesKey.lastIndexOf('.') + 1);
    expect(sectionsReferenced(`t("${salesKey}")`, catalogue)).toEqual(['sales']);
    expect(sectionsReferenced(`t('${stockKey}', { count })`, catalogue)).toEqual(['stock']);
    expect(sectionsReferenced(`t(\`${head}\${name}\`)`, catalogue)).toEqual(['sales']);
    expect(sectionsReferenced(`t("${head}" + name)`, catalogue)).toEqual(['sales']);
    expect(sectionsReferenced('t(`entries.${kind}.title`)', catalogue)).toEqual(['entries']);
  });

  it('finds a plural key by its base name', () => {
    const pluralIn = (node: unknown, path: string): string | undefined => {
      if (!node || typeof node !== 'object') return undefined;
      for (const [key, value] of Object.entries(node)) {
        if (key.endsWith('_other') && typeof value === 'string') return `${path}.${key.slice(0, -'_other'.length)}`;
        const found = pluralIn(value, `${path}.${key}`);
        if (found) return found;
      }
      return undefined;
    };
    const plural = Object.keys(catalogue).map((section) => pluralIn(catalogue[section], section)).find(Boolean);
    expect(plural).toBeDefined();
    expect(sectionsReferenced(`t('${plural}', { count: 2 })`, catalogue)).toEqual([plural!.split('.')[0]]);
  });

  it('takes no permission, audit action or path for a key', () => {
    expect(catalogue.sales!.read).toBeUndefined();
    expect(sectionsReferenced(`can(me, 'sales.read'); can(me, "stock.accept"); import("./sales.page.js"); 'nosuch.key'`, catalogue)).toEqual([]);
  });

  it('reads back the sections a built chunk waits for', () => {
    expect(sectionsAwaited('await globalThis.__atelierCatalogueSections([`admin`,"sales"]);\nimport{a}from"./x.js";')).toEqual(['admin', 'sales']);
    expect(sectionsAwaited('import{a}from"./x.js";')).toEqual([]);
  });
});
