import { describe, expect, it } from 'vitest';
import { findDeveloperPhrases, findDeveloperText } from './developer-text';
import en from './en.json';
import kh from './kh.json';

type Catalogue = { [key: string]: string | Catalogue };

function* values(catalogue: Catalogue, prefix = ''): Generator<[string, string]> {
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') yield [key, value];
    else yield* values(value, key);
  }
}

describe('developer text', () => {
  it('finds notes, filler and codes that stand in for a translation', () => {
    expect(findDeveloperText('Key figures will appear here as the modules are built.')).toEqual(['will appear']);
    expect(findDeveloperText('TODO: wire the till')).toEqual(['TODO']);
    expect(findDeveloperText('Lorem ipsum dolor')).toEqual(['Lorem', 'ipsum']);
    expect(findDeveloperText('This page is built by issue #7')).toEqual(['issue #']);
    expect(findDeveloperText('Total: sales.pos.total')).toEqual(['sales.pos.total']);
    expect(findDeveloperText('ផ្ទេរ stock.accept EN-2026-000005')).toEqual(['stock.accept']);
    expect(findDeveloperText('តួលេខនឹងបង្ហាញ នៅពេលម៉ូឌុលត្រូវបានបង្កើត')).toEqual(['ម៉ូឌុល']);
  });

  it('reads names, numbers, files, addresses and abbreviations as the shop writes them', () => {
    const plain = 'e.g. IT-2026-000001 · 1,250.50 g · 40,000 ៛ · photo.jpg · owner@atelier.local · 18K ring, No. 5 · v1.2';
    expect(findDeveloperText(plain)).toEqual([]);
  });

  it('no translation in either language carries a developer note', () => {
    const found = [...values(en), ...values(kh)].flatMap(([key, text]) => findDeveloperPhrases(text).map((hit) => `${key}: ${hit}`));
    expect(found).toEqual([]);
  });
});
