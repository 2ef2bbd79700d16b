import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fineWeightMg } from '../../../shared/units';
import { meltFigures } from './melt-rules';

const purity = fc.integer({ min: 0, max: 10_000 });
const line = fc.record({ mg: fc.integer({ min: 1, max: 5_000_000_000 }), purity });

describe('melting and alloying', () => {
  it('makes 18K from pure gold and alloy with the loss in fine gold', () => {
    // 750 g of 99.99 % + 250 g of alloy → 995 g of 75 %.
    const result = meltFigures(
      [
        { mg: 750_000, purity: 9999 },
        { mg: 250_000, purity: 0 },
      ],
      { mg: 995_000, purity: 7500 },
    );
    expect(result).toEqual({ ok: true, figures: { fineInMg: 749_925, fineOutMg: 746_250, fineLossMg: 3_675, lossMg: 4_900 } });
  });

  it('posts no loss when every fine milligram comes out', () => {
    const result = meltFigures([{ mg: 10_000, purity: 7500 }], { mg: 10_000, purity: 7500 });
    expect(result).toEqual({ ok: true, figures: { fineInMg: 7_500, fineOutMg: 7_500, fineLossMg: 0, lossMg: 0 } });
  });

  it('refuses an output holding more fine metal than went in', () => {
    expect(meltFigures([{ mg: 10_000, purity: 7500 }], { mg: 10_001, purity: 7500 })).toEqual({
      ok: false,
      problem: 'materials.meltGain',
    });
  });

  it('refuses an output without fine metal', () => {
    expect(meltFigures([{ mg: 10_000, purity: 7500 }], { mg: 1_000, purity: 0 })).toEqual({
      ok: false,
      problem: 'materials.meltOutputNoFine',
    });
  });

  it('rounds each line half away from zero: 1 mg at 50 % is 1 fine mg', () => {
    const result = meltFigures([{ mg: 1, purity: 5000 }], { mg: 1, purity: 5000 });
    expect(result).toEqual({ ok: true, figures: { fineInMg: 1, fineOutMg: 1, fineLossMg: 0, lossMg: 0 } });
  });

  it('conserves fine weight to the milligram for any mix of purities', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), purity.filter((p) => p > 0), fc.nat(1_000_000), (inputs, outPurity, lossFine) => {
        const fineIn = inputs.reduce((s, l) => s + fineWeightMg(l.mg, l.purity), 0);
        // An output somewhere at or below the fine metal that went in.
        const outMg = Math.max(1, Math.floor(((fineIn - Math.min(lossFine, fineIn)) * 10_000) / outPurity));
        const result = meltFigures(inputs, { mg: outMg, purity: outPurity });
        const fineOut = fineWeightMg(outMg, outPurity);
        if (fineOut > fineIn) {
          expect(result).toEqual({ ok: false, problem: 'materials.meltGain' });
          return;
        }
        if (!result.ok) throw new Error(result.problem);
        const { figures } = result;
        expect(figures.fineInMg).toBe(fineIn);
        expect(figures.fineOutMg).toBe(fineOut);
        // The loss posting's own fine weight closes the balance exactly.
        expect(fineIn).toBe(fineOut + fineWeightMg(figures.lossMg, outPurity));
        expect(figures.lossMg).toBeGreaterThanOrEqual(figures.fineLossMg);
      }),
      { numRuns: 2000 },
    );
  });
});
