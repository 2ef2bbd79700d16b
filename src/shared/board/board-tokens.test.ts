import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perDamleung } from './board-rates';
import { boardPath, boardPricesPath, readBoardToken } from './board-tokens';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('');
const base64url = (length: number) => fc.string({ unit: fc.constantFrom(...alphabet), minLength: length, maxLength: length });

describe('board tokens', () => {
  it('reads a link token (43 base64url characters) as the link’s own', () => {
    fc.assert(
      fc.property(base64url(43), (token) => {
        expect(readBoardToken(token)).toEqual({ kind: 'link' });
      }),
    );
  });

  it('reads a price-page token as its link id and code, for every id an int4 holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), base64url(22), (id, mac) => {
        expect(readBoardToken(`${id}.${mac}`)).toEqual({ kind: 'prices', linkId: id, mac });
      }),
    );
  });

  it('refuses anything else before it reaches the database: short, long, a zero or huge id, a wrong code length, other characters', () => {
    for (const bad of ['', 'short', 'x'.repeat(65), '0.' + 'A'.repeat(22), '99999999999.' + 'A'.repeat(22), '7.' + 'A'.repeat(21), '7.' + 'A'.repeat(23), 'a b'.repeat(10), 'ä'.repeat(43), '7..' + 'A'.repeat(21)]) {
      expect(readBoardToken(bad), bad).toBeNull();
    }
  });

  it('puts the token in the link’s query, escaped', () => {
    expect(boardPath('a-b_c')).toBe('/board?token=a-b_c');
    expect(boardPricesPath('7.AbC')).toBe('/board/prices?token=7.AbC');
  });
});

describe('the board’s figures per damleung', () => {
  it('are ten chi exactly, in integer cents, never rounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (ask, bid) => {
        const { askCentsPerDamleung, bidCentsPerDamleung } = perDamleung({ askCentsPerChi: ask, bidCentsPerChi: bid });
        expect([askCentsPerDamleung, bidCentsPerDamleung]).toEqual([ask * 10, bid * 10]);
        expect(Number.isSafeInteger(askCentsPerDamleung) && Number.isSafeInteger(bidCentsPerDamleung)).toBe(true);
      }),
    );
  });
});
