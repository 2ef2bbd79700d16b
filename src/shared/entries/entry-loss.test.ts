import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedLossMg, entryLossMg, issuedMg, lossCentiPermille, lossOverAllowance, lossShares, pieceLossMg, runningLoss } from './entry-loss';

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

describe('running loss, before the close', () => {
  const out = (issuedMg: number) => ({ issuedMg, returned: false, returnedMg: null });
  const back = (issuedMg: number, returnedMg: number | null) => ({ issuedMg, returned: true, returnedMg });

  it('shows what came back, what is still out and the loss if closed now after each return', () => {
    // 4.200 g and 2.800 g issued with 0.300 g of solder (180 / 120 mg by issued weight); nothing back yet: all out, nothing lost.
    expect(runningLoss(300, [out(4_200), out(2_800)])).toMatchObject({ returnedMg: 0, piecesOut: 2, outMg: 7_000, lossMg: 0 });
    // The first ring back at 4.150 g: it was owed 4.200 g and 180 mg of solder, 230 mg lost on it.
    expect(runningLoss(300, [back(4_200, 4_150), out(2_800)])).toMatchObject({ returnedMg: 4_150, piecesOut: 1, outMg: 2_800, lossMg: 230 });
    // Both back: the loss is the close's, 7.300 − 7.250 = 50 mg.
    expect(runningLoss(300, [back(4_200, 4_400), back(2_800, 2_850)])).toMatchObject({ returnedMg: 7_250, piecesOut: 0, outMg: 0, lossMg: 50 });
  });

  it('counts a piece back without a weight as owing nothing yet, and not as out', () => {
    expect(runningLoss(0, [back(3_000, null), back(2_000, 1_990)])).toMatchObject({ returnedMg: 1_990, piecesOut: 0, outMg: 0, lossMg: 10 });
  });

  it('gives each weighed piece its own loss, none before it is weighed', () => {
    expect(pieceLossMg(back(4_200, 4_150))).toBe(50);
    expect(pieceLossMg(back(4_200, null))).toBeNull();
    expect(pieceLossMg(out(4_200))).toBeNull();
  });

  it('equals the entry loss rule once every piece is back weighed, whatever the weights (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 })), { minLength: 1, maxLength: 8 }), (spareMg, pairs) => {
        const running = runningLoss(spareMg, pairs.map(([issued, returned]) => back(issued, returned)));
        const initMg = pairs.reduce((sum, [issued]) => sum + issued, 0);
        const returnedMg = pairs.reduce((sum, [, returned]) => sum + returned, 0);
        expect(running.lossMg).toBe(entryLossMg({ initMg, spareMg, returnedMg }));
        expect(running.returnedMg).toBe(returnedMg);
        expect(running.piecesOut).toBe(0);
      }),
    );
  });

  it('loses nothing before the first return, and each return adds only its own piece\'s loss (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 })), { minLength: 2, maxLength: 6 }),
        (spareMg, pairs) => {
          const issued = pairs.map(([mg]) => mg);
          const before = runningLoss(spareMg, issued.map(out));
          expect(before).toMatchObject({ lossMg: 0, returnedMg: 0, piecesOut: issued.length, outMg: issued.reduce((a, b) => a + b, 0) });
          // Each piece back alone: the losses of the pieces one at a time add up to the loss of all of them back.
          const alone = pairs.map(([, returned], i) => runningLoss(spareMg, issued.map((mg, j) => (j === i ? back(mg, returned) : out(mg)))).lossMg);
          const all = runningLoss(spareMg, pairs.map(([mg, returned]) => back(mg, returned))).lossMg;
          expect(alone.reduce((a, b) => a + b, 0)).toBe(all);
        },
      ),
    );
  });
});
