import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castBalances, castFigures, castWeightProblems, type CastWeightInputs } from './cast-weights';

const empty: CastWeightInputs = { waxMg: null, waxRatioMilli: 16_000, actualMg: null, overMg: null, resultMg: null, cleanMg: null, rootMg: null };

describe('cast weights', () => {
  it('works an 18K tree through: estimate, shake, pieces, loss and loss %', () => {
    // 12.5 g of wax at 16 → 200 g estimated; 205 g issued, 4.2 g not poured,
    // 203.1 g out of the flask, 198.6 g clean, 31.4 g of root and sprue.
    const cast = { ...empty, waxMg: 12_500, actualMg: 205_000, overMg: 4_200, resultMg: 203_100, cleanMg: 198_600, rootMg: 31_400 };
    expect(castFigures(cast)).toEqual({
      estimateMg: 200_000,
      shakeMg: 4_500,
      piecesMg: 167_200,
      lossMg: 2_200,
      // 2.2 / 205 = 1.0732 % → 107 basis points.
      lossBasisPoints: 107,
      // poured 200.8 g ÷ 12.5 g = 16.064.
      achievedRatioMilli: 16_064,
    });
    expect(castWeightProblems(cast)).toEqual({});
    expect(castBalances(cast)).toBe(true);
  });

  it('accepts a loss of 0: everything poured came back clean', () => {
    const cast = { ...empty, waxMg: 10_000, actualMg: 100_000, overMg: 0, resultMg: 101_000, cleanMg: 100_000, rootMg: 20_000 };
    expect(castFigures(cast)).toMatchObject({ lossMg: 0, lossBasisPoints: 0, piecesMg: 80_000, shakeMg: 1_000 });
    expect(castBalances(cast)).toBe(true);
  });

  it('refuses a negative loss (more came back than was issued) with a clear message on the clean weight', () => {
    const cast = { ...empty, actualMg: 100_000, overMg: 5_000, resultMg: 99_000, cleanMg: 96_000, rootMg: 10_000 };
    expect(castFigures(cast).lossMg).toBe(-1_000);
    expect(castWeightProblems(cast)).toEqual({ cleanMg: 'casting.negativeLoss' });
    expect(castBalances(cast)).toBe(false);
  });

  it('refuses weights that cannot be: over above actual, clean above result, root above clean, negatives', () => {
    expect(castWeightProblems({ ...empty, actualMg: 10, overMg: 11 })).toEqual({ overMg: 'casting.overAboveActual' });
    expect(castWeightProblems({ ...empty, resultMg: 10, cleanMg: 11 })).toEqual({ cleanMg: 'casting.cleanAboveResult' });
    expect(castWeightProblems({ ...empty, cleanMg: 10, rootMg: 11 })).toEqual({ rootMg: 'casting.rootAboveClean' });
    expect(castWeightProblems({ ...empty, waxMg: -1 })).toEqual({ waxMg: 'casting.weightNotNegative' });
    expect(castWeightProblems({ ...empty, actualMg: 1.5 })).toEqual({ actualMg: 'casting.weightNotNegative' });
  });

  it('rounds the estimate, the loss % and the achieved ratio once, half away from zero', () => {
    // 1 mg of wax × 16.0005 = 16.0005 → 16; 3 mg × 16.5 = 49.5 → 50.
    expect(castFigures({ ...empty, waxMg: 1, waxRatioMilli: 16_000 }).estimateMg).toBe(16);
    expect(castFigures({ ...empty, waxMg: 3, waxRatioMilli: 16_500 }).estimateMg).toBe(50);
    // loss 1 of 20,000 = 0.5 basis point → 1.
    expect(castFigures({ ...empty, actualMg: 20_000, overMg: 0, cleanMg: 19_999 }).lossBasisPoints).toBe(1);
    // loss 1 of 20,001 = 0.49997 → 0.
    expect(castFigures({ ...empty, actualMg: 20_001, overMg: 0, cleanMg: 20_000 }).lossBasisPoints).toBe(0);
    // poured 2 ÷ wax 3 = 0.6667 → 667.
    expect(castFigures({ ...empty, waxMg: 3, actualMg: 2, overMg: 0 }).achievedRatioMilli).toBe(667);
  });

  it('derives nothing from weights not yet recorded', () => {
    expect(castFigures(empty)).toEqual({
      estimateMg: null,
      shakeMg: null,
      piecesMg: null,
      lossMg: null,
      lossBasisPoints: null,
      achievedRatioMilli: null,
    });
    expect(castBalances({ ...empty, actualMg: 10, overMg: 0, cleanMg: 9 })).toBe(false);
  });

  it('for any cast that balances: actual = over + root + pieces + loss', () => {
    const cast = fc
      .record({
        actual: fc.integer({ min: 0, max: 5_000_000 }),
        overShare: fc.double({ min: 0, max: 1, noNaN: true }),
        lossShare: fc.double({ min: 0, max: 0.2, noNaN: true }),
        rootShare: fc.double({ min: 0, max: 1, noNaN: true }),
        shake: fc.integer({ min: 0, max: 50_000 }),
        wax: fc.integer({ min: 1, max: 400_000 }),
      })
      .map(({ actual, overShare, lossShare, rootShare, shake, wax }) => {
        const over = Math.floor(actual * overShare);
        const loss = Math.floor((actual - over) * lossShare);
        const clean = actual - over - loss;
        const root = Math.floor(clean * rootShare);
        return { ...empty, waxMg: wax, actualMg: actual, overMg: over, resultMg: clean + shake, cleanMg: clean, rootMg: root };
      });
    fc.assert(
      fc.property(cast, (c) => {
        const f = castFigures(c);
        expect(castWeightProblems(c)).toEqual({});
        expect(castBalances(c)).toBe(true);
        expect(c.actualMg).toBe(c.overMg! + c.rootMg! + f.piecesMg! + f.lossMg!);
        expect(f.shakeMg).toBe(c.resultMg! - c.cleanMg!);
        expect(f.lossMg).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });
});
