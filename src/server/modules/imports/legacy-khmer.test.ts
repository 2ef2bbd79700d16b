import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksLikeLegacyKhmer } from './legacy-khmer';

describe('legacy Khmer font text', () => {
  it('is recognised in words typed with Limon or ABC: symbols of the fonts, symbols inside words, subscript capitals', () => {
    for (const text of ['sYsþI', 'PñMeBj', 'km<úCa', 'sux dar:a', 'RBHraCaNacRkkm<úCa', 'c½nßa', 'viciRt ehgeBj', 'PUmi eBjRsLa']) {
      expect(looksLikeLegacyKhmer(text), text).toBe(true);
    }
  });

  it('passes Unicode Khmer, Latin names and addresses, numbers and empty cells', () => {
    for (const text of ['សុខ ដារ៉ា', 'ភ្នំពេញ sYsþI', 'Sok Dara', 'Chan Tha', 'McDonald', "Mary O'Neil", 'José Martín', '#12, St. 271, Phnom Penh', 'No. 5E0, Toul Kork', '012 345 678', '', '   ', 'VIP', 'Wholesale']) {
      expect(looksLikeLegacyKhmer(text), text).toBe(false);
    }
  });

  it('never flags text that has a Khmer code point, whatever else it holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0x1780, max: 0x17ff }), fc.string(), (before, khmer, after) => {
        expect(looksLikeLegacyKhmer(`${before}${String.fromCodePoint(khmer)}${after}`)).toBe(false);
      }),
    );
  });

  it('never flags plain words of lower-case or capitalised Latin letters (a name in Latin letters)', () => {
    const word = fc.tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.stringMatching(/^[a-z]{0,10}$/)).map(([first, rest]) => first + rest);
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        expect(looksLikeLegacyKhmer(words.join(' '))).toBe(false);
      }),
    );
  });
});
