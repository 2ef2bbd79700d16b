import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedLossMg, entryLossMg, issuedMg, lossCentiPermille, lossOverAllowance, lossShares } from './entry-loss';

describe('entry loss', () => {
  it('is init + spare − returned, to the milligram', () => {
    // 12.000 g issued and 0.450 g of solder; 12.380 g back: 70 mg lost.
    expect(entryLossMg({ initMg: 12_000, spareMg: 450, returnedMg: 12_380 })).toBe(70);
    expect(issuedMg({ initMg: 12_000, spareMg: 450 })).toBe(12_450);
    expect(entryLossMg({ initMg: 5_000, spareMg: 0, returnedMg: 5_000 })).toBe(0);
  });

  it('shares the loss among the pieces by their issued weight, the shares summing to the loss exactly', () => {
    // 100 mg over 3 g, 2 g and 5 g: 30, 20, 50.
    expect(lossShares(100, [3_000, 2_000, 5_000])).toEqual([30, 20, 50]);
    // 10 mg over three equal pieces: the remainder goes to the first.
    expect(lossShares(10, [1_000, 1_000, 1_000])).toEqual([4, 3, 3]);
    expect(lossShares(0, [1_000, 2_000])).toEqual([0, 0]);
    expect(lossShares(50, [])).toEqual([]);
  });

  it('holds the loss to the allowance compared exactly in integers', () => {
    // 8 ‰ of 12.345 g is 98.76 mg: 98 mg is within, 99 mg over.
    const w = (returnedMg: number) => ({ initMg: 12_345, spareMg: 0, returnedMg });
    expect(lossOverAllowance(w(12_345 - 98), 8)).toBe(false);
    expect(lossOverAllowance(w(12_345 - 99), 8)).toBe(true);
    expect(allowedLossMg(12_345, 8)).toBe(98);
    // A zero allowance allows no loss at all, and a gain is never over it.
    expect(lossOverAllowance({ initMg: 1_000, spareMg: 0, returnedMg: 999 }, 0)).toBe(true);
    expect(lossOverAllowance({ initMg: 1_000, spareMg: 0, returnedMg: 1_000 }, 0)).toBe(false);
  });

  it('gives the loss in hundredths of a per-mille, rounded half away from zero', () => {
    expect(lossCentiPermille({ initMg: 12_450, spareMg: 0, returnedMg: 12_380 })).toBe(562); // 5.622… ‰
    expect(lossCentiPermille({ initMg: 2_000, spareMg: 0, returnedMg: 1_999 })).toBe(50); // 0.5 ‰
    expect(lossCentiPermille({ initMg: 3, spareMg: 0, returnedMg: 2 })).toBe(33_333); // 333.333 ‰
    expect(lossCentiPermille({ initMg: 0, spareMg: 0, returnedMg: 0 })).toBeNull();
  });

  it('property: the shares sum to the loss, keep its sign and stay within a milligram of the exact proportion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 50 }), (loss, issued) => {
        const shares = lossShares(loss, issued);
        const total = issued.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(loss);
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(Math.abs(share * total - loss * issued[i]!)).toBeLessThanOrEqual(total);
        });
      }),
    );
  });

  it('property: within the allowance exactly when the loss is at most the floored allowed milligrams', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 1_000 }), (issued, permille, lossPart) => {
        const loss = Math.floor((issued * lossPart) / 1000);
        const w = { initMg: issued, spareMg: 0, returnedMg: issued - loss };
        expect(lossOverAllowance(w, permille)).toBe(loss > allowedLossMg(issued, permille));
      }),
    );
  });
});
