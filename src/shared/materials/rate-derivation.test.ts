import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsPerChiOf, deriveMorningRates, derivedCentsPerChi, type RateLineInput } from './rate-derivation';

const base: RateLineInput = { materialId: 1, purity: 9999, rateBasis: 'base', premiumCentsPerChi: 0, override: null };
const au750: RateLineInput = { materialId: 2, purity: 7500, rateBasis: 'purity', premiumCentsPerChi: 0, override: null };
const au585: RateLineInput = { materialId: 3, purity: 5850, rateBasis: 'purity', premiumCentsPerChi: 150, override: null };
const silver: RateLineInput = { materialId: 4, purity: 9250, rateBasis: 'own', premiumCentsPerChi: 0, override: { askCentsPerChi: 420, bidCentsPerChi: 380 } };

/** Half away from zero of a / b for non-negative integers, by BigInt: the reference the rule must match. */
const roundHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

describe('the morning rates derived from the base', () => {
  it('follows 24K by purity / 9999 and adds the premium, rounded once', () => {
    const rates = deriveMorningRates({ quotedPer: 'chi', baseAskCents: 21_900, baseBidCents: 21_700, basePurity: 9999, lines: [base, au750, au585, silver] });
    expect(rates.problems).toEqual({});
    expect(rates.base).toEqual({ askCentsPerChi: 21_900, bidCentsPerChi: 21_700 });
    // 21,900 × 7,500 / 9,999 = 16,426.64 → 16,427; 21,700 × 7,500 / 9,999 = 16,276.63 → 16,277
    expect(rates.lines[1]!.rate).toEqual({ askCentsPerChi: 16_427, bidCentsPerChi: 16_277 });
    // 21,900 × 5,850 / 9,999 = 12,812.78 → 12,813 + 150; 21,700 × 5,850 / 9,999 = 12,695.77 → 12,696 + 150
    expect(rates.lines[2]!.rate).toEqual({ askCentsPerChi: 12_963, bidCentsPerChi: 12_846 });
    expect(rates.lines[3]).toEqual({ materialId: 4, derived: null, rate: { askCentsPerChi: 420, bidCentsPerChi: 380 }, overridden: true });
    expect(rates.lines[0]!.rate).toEqual(rates.base);
  });

  it('reads a per-damleung base as ten chi, rounding once when it does not divide by 10', () => {
    expect(centsPerChiOf(219_000, 'damleung')).toBe(21_900);
    expect(centsPerChiOf(219_005, 'damleung')).toBe(21_901); // 21,900.5 → half away from zero
    expect(centsPerChiOf(219_004, 'damleung')).toBe(21_900);
    const rates = deriveMorningRates({ quotedPer: 'damleung', baseAskCents: 219_005, baseBidCents: 217_000, basePurity: 9999, lines: [base, au750] });
    expect(rates.base).toEqual({ askCentsPerChi: 21_901, bidCentsPerChi: 21_700 });
    // Straight from the damleung price: 219,005 × 7,500 / 99,990 = 16,426.64 (through 21,901 per chi it would be 16,427.39: also 16,427 here, but not always).
    expect(rates.lines[1]!.rate!.askCentsPerChi).toBe(16_427);
  });

  it('rounds once from the typed damleung price, not twice through the chi price', () => {
    // 5 cents per damleung at 7,500: 5 × 7,500 / 99,990 = 0.375 → 0, while 0.5 per chi → 1 per chi → 0.75 → 1.
    expect(derivedCentsPerChi(5, 'damleung', 9999, 7500, 0)).toBe(0);
    expect(derivedCentsPerChi(centsPerChiOf(5, 'damleung'), 'chi', 9999, 7500, 0)).toBe(1);
  });

  it('keeps an override and says so, with the derived rate beside it to reset to', () => {
    const rates = deriveMorningRates({
      quotedPer: 'chi',
      baseAskCents: 21_900,
      baseBidCents: 21_700,
      basePurity: 9999,
      lines: [base, { ...au750, override: { askCentsPerChi: 16_500, bidCentsPerChi: 16_200 } }],
    });
    expect(rates.problems).toEqual({});
    expect(rates.lines[1]).toEqual({
      materialId: 2,
      derived: { askCentsPerChi: 16_427, bidCentsPerChi: 16_277 },
      rate: { askCentsPerChi: 16_500, bidCentsPerChi: 16_200 },
      overridden: true,
    });
  });

  it('refuses a base rate of 0 and a base bid above its ask, by field', () => {
    expect(deriveMorningRates({ quotedPer: 'chi', baseAskCents: 0, baseBidCents: 0, basePurity: 9999, lines: [base, au750] }).problems).toEqual({
      baseAskCents: 'rateZero',
      baseBidCents: 'rateZero',
    });
    expect(deriveMorningRates({ quotedPer: 'chi', baseAskCents: 21_700, baseBidCents: 21_900, basePurity: 9999, lines: [base, au750] }).problems).toEqual({
      baseBidCents: 'bidAboveAsk',
    });
    // 4 cents per damleung is 0 per chi.
    expect(deriveMorningRates({ quotedPer: 'damleung', baseAskCents: 4, baseBidCents: 4, basePurity: 9999, lines: [] }).problems).toEqual({
      baseAskCents: 'rateZero',
      baseBidCents: 'rateZero',
    });
  });

  it('refuses a premium that takes a derived rate below zero, and one that takes it to zero', () => {
    const problems = deriveMorningRates({
      quotedPer: 'chi',
      baseAskCents: 21_900,
      baseBidCents: 21_700,
      basePurity: 9999,
      lines: [base, { ...au750, premiumCentsPerChi: -16_277 }, { ...au585, premiumCentsPerChi: -20_000 }],
    }).problems;
    expect(problems).toEqual({
      'lines.1.bidCentsPerChi': 'rateZero',
      'lines.2.askCentsPerChi': 'premiumMakesRateNegative',
      'lines.2.bidCentsPerChi': 'premiumMakesRateNegative',
    });
  });

  it('refuses an override of 0 or with its bid above its ask, an untyped own line and an override of the base line', () => {
    const problems = deriveMorningRates({
      quotedPer: 'chi',
      baseAskCents: 21_900,
      baseBidCents: 21_700,
      basePurity: 9999,
      lines: [
        { ...base, override: { askCentsPerChi: 1, bidCentsPerChi: 1 } },
        { ...au750, override: { askCentsPerChi: 0, bidCentsPerChi: 0 } },
        { ...au585, override: { askCentsPerChi: 100, bidCentsPerChi: 101 } },
        { ...silver, override: null },
      ],
    }).problems;
    expect(problems).toEqual({
      'lines.0.askCentsPerChi': 'baseIsTyped',
      'lines.1.askCentsPerChi': 'rateZero',
      'lines.1.bidCentsPerChi': 'rateZero',
      'lines.2.bidCentsPerChi': 'bidAboveAsk',
      'lines.3.askCentsPerChi': 'rateRequired',
    });
  });
});

describe('properties of the derivation', () => {
  const quoted = fc.constantFrom('chi' as const, 'damleung' as const);
  const cents = fc.integer({ min: 1, max: 10_000_000 });
  const purity = fc.integer({ min: 1, max: 10_000 });
  const premium = fc.integer({ min: -5_000, max: 5_000 });

  it('every derived side is the exact quotient rounded half away from zero, plus the premium', () => {
    fc.assert(
      fc.property(quoted, cents, cents, purity, premium, (quotedPer, a, b, p, prem) => {
        const [ask, bid] = a >= b ? [a, b] : [b, a];
        const unit = quotedPer === 'chi' ? 1n : 10n;
        const rates = deriveMorningRates({
          quotedPer,
          baseAskCents: ask,
          baseBidCents: bid,
          basePurity: 9999,
          lines: [{ materialId: 9, purity: p, rateBasis: 'purity', premiumCentsPerChi: prem, override: null }],
        });
        expect(rates.base.askCentsPerChi).toBe(Number(roundHalfUp(BigInt(ask), unit)));
        if (rates.problems.baseAskCents || rates.problems.baseBidCents) return; // a per-damleung price under 5 cents is 0 per chi
        const derived = rates.lines[0]!.derived!;
        expect(derived.askCentsPerChi).toBe(Number(roundHalfUp(BigInt(ask) * BigInt(p), 9999n * unit)) + prem);
        expect(derived.bidCentsPerChi).toBe(Number(roundHalfUp(BigInt(bid) * BigInt(p), 9999n * unit)) + prem);
      }),
    );
  });

  it('a derived bid is never above its ask, and a line is refused exactly when a side is not above zero', () => {
    fc.assert(
      fc.property(quoted, cents, cents, purity, premium, (quotedPer, a, b, p, prem) => {
        const [ask, bid] = a >= b ? [a, b] : [b, a];
        const rates = deriveMorningRates({
          quotedPer,
          baseAskCents: ask,
          baseBidCents: bid,
          basePurity: 9999,
          lines: [{ materialId: 9, purity: p, rateBasis: 'purity', premiumCentsPerChi: prem, override: null }],
        });
        const line = rates.lines[0]!;
        if (rates.problems.baseAskCents || rates.problems.baseBidCents) return; // a per-damleung price under 5 cents
        expect(line.derived!.bidCentsPerChi).toBeLessThanOrEqual(line.derived!.askCentsPerChi);
        const refused = Object.keys(rates.problems).some((field) => field.startsWith('lines.0.'));
        expect(refused).toBe(line.derived!.askCentsPerChi <= 0 || line.derived!.bidCentsPerChi <= 0);
      }),
    );
  });

  it('a richer metal never costs less per chi (same premium)', () => {
    fc.assert(
      fc.property(quoted, cents, purity, purity, (quotedPer, ask, p1, p2) => {
        const [low, high] = p1 <= p2 ? [p1, p2] : [p2, p1];
        expect(derivedCentsPerChi(ask, quotedPer, 9999, low, 0)).toBeLessThanOrEqual(derivedCentsPerChi(ask, quotedPer, 9999, high, 0));
      }),
    );
  });

  it('typing per damleung ten times the chi price gives the same rates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), purity, premium, (perChi, p, prem) => {
        const line: RateLineInput = { materialId: 9, purity: p, rateBasis: 'purity', premiumCentsPerChi: prem, override: null };
        const byChi = deriveMorningRates({ quotedPer: 'chi', baseAskCents: perChi, baseBidCents: perChi, basePurity: 9999, lines: [line] });
        const byDamleung = deriveMorningRates({ quotedPer: 'damleung', baseAskCents: perChi * 10, baseBidCents: perChi * 10, basePurity: 9999, lines: [line] });
        expect(byDamleung.lines).toEqual(byChi.lines);
        expect(byDamleung.base).toEqual(byChi.base);
      }),
    );
  });
});
