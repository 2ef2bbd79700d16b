import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PURITY_SCALE, metalPriceMinor } from '../units';
import { buybackCents, needsSellerIdentity, oldGoldFineMg, oldGoldProblems, priceOldGold } from './old-gold';

const base = (centsPerChi: number) => ({ basis: 'base' as const, centsPerChi });
const own = (centsPerChi: number, purity: number) => ({ basis: 'own' as const, centsPerChi, purity });

describe('old gold: fine weight = gross × purity × (1 − deduction), priced at the bid', () => {
  it('5 chi of 18K read at 75 % with a 2 % deduction, at $240 a chi of 24K', () => {
    // 18,750 mg × 0.75 = 14,062.5 mg; × 0.98 = 13,781.25 → 13,781 mg; × 24,000 / 3,750 = 88,198.4 → 88,198 cents
    expect(priceOldGold({ grossMg: 18_750, purity: 7_500, meltDeductionBp: 200, bid: base(24_000) })).toEqual({ fineMg: 13_781, amountCents: -88_198 });
  });

  it('rounds the fine weight once, half away from zero (not the fine weight before the deduction)', () => {
    // 1 mg × 0.5 = 0.5 → rounded first would be 1, then × 0.5 = 0.5 → 1; once: 0.25 → 0
    expect(oldGoldFineMg(1, 5_000, 5_000)).toBe(0);
    // 3 mg × 0.5 = 1.5 → 2
    expect(oldGoldFineMg(3, 5_000, 0)).toBe(2);
  });

  it('pure gold without a deduction is its gross weight; a 100 % deduction leaves nothing, priced 0 (not −0)', () => {
    expect(oldGoldFineMg(12_345, PURITY_SCALE, 0)).toBe(12_345);
    const nothing = priceOldGold({ grossMg: 12_345, purity: 9_999, meltDeductionBp: 10_000, bid: base(24_000) });
    expect(nothing.fineMg).toBe(0);
    expect(Object.is(nothing.amountCents, 0)).toBe(true);
  });

  it('without a base metal the material’s own bid prices the gross: an untested line costs gross × bid, as before', () => {
    expect(priceOldGold({ grossMg: 5_000, purity: 7_500, meltDeductionBp: 0, bid: own(16_275, 7_500) }).amountCents).toBe(-21_700);
    // 1,875 mg of 18K at $90 a chi: 45.00 (from the rounded fine weight it would be 44.99)
    expect(priceOldGold({ grossMg: 1_875, purity: 7_500, meltDeductionBp: 0, bid: own(9_000, 7_500) })).toEqual({ fineMg: 1_406, amountCents: -4_500 });
    // read at 70 % with a 10 % deduction: 1,875 × 9,000 / 3,750 × 7,000 / 7,500 × 0.9 = 3,780 cents
    expect(priceOldGold({ grossMg: 1_875, purity: 7_000, meltDeductionBp: 1_000, bid: own(9_000, 7_500) }).amountCents).toBe(-3_780);
  });

  it('refuses a reading outside 0–100 % and a deduction over 100 %, naming the field', () => {
    expect(oldGoldProblems({ purity: 10_001, meltDeductionBp: 0 })).toEqual({ testedPurity: 'purityOutOfRange' });
    expect(oldGoldProblems({ purity: -1, meltDeductionBp: 10_001 })).toEqual({ testedPurity: 'purityOutOfRange', meltDeductionBp: 'deductionOutOfRange' });
    expect(oldGoldProblems({ purity: 0, meltDeductionBp: 10_000 })).toEqual({});
  });

  it('the identity is needed above the threshold, not at it; a buy-back is the old-gold lines negated', () => {
    expect(needsSellerIdentity(1_000_000, 1_000_000)).toBe(false);
    expect(needsSellerIdentity(1_000_001, 1_000_000)).toBe(true);
    expect(buybackCents([{ kind: 'piece', amountCents: 50_000 }, { kind: 'old_gold', amountCents: -30_000 }, { kind: 'old_gold', amountCents: -1 }])).toBe(30_001);
  });

  const gross = fc.integer({ min: 1, max: 5_000_000 });
  const purity = fc.integer({ min: 0, max: PURITY_SCALE });
  const deduction = fc.integer({ min: 0, max: PURITY_SCALE });
  const bid = fc.integer({ min: 1, max: 10_000_000 });

  it('property: the fine weight is the exact product rounded once (within half a milligram), never above the gross', () => {
    fc.assert(
      fc.property(gross, purity, deduction, (g, p, d) => {
        const fine = oldGoldFineMg(g, p, d);
        const exact = BigInt(g) * BigInt(p) * BigInt(PURITY_SCALE - d);
        const scale = BigInt(PURITY_SCALE) * BigInt(PURITY_SCALE);
        const diff = BigInt(fine) * scale - exact;
        expect(2n * (diff < 0n ? -diff : diff) <= scale).toBe(true);
        expect(fine).toBeGreaterThanOrEqual(0);
        expect(fine).toBeLessThanOrEqual(g);
      }),
    );
  });

  it('property: more purity or less deduction never pays less; the price is the fine weight at the base bid, rounded once', () => {
    fc.assert(
      fc.property(gross, purity, purity, deduction, bid, (g, p1, p2, d, b) => {
        const [lo, hi] = p1 <= p2 ? [p1, p2] : [p2, p1];
        const low = priceOldGold({ grossMg: g, purity: lo, meltDeductionBp: d, bid: base(b) });
        const high = priceOldGold({ grossMg: g, purity: hi, meltDeductionBp: d, bid: base(b) });
        expect(high.fineMg).toBeGreaterThanOrEqual(low.fineMg);
        expect(-high.amountCents).toBeGreaterThanOrEqual(-low.amountCents);
        expect(low.amountCents).toBe(0 - metalPriceMinor(low.fineMg, b));
        expect(low.amountCents).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('property: without a base metal, an untested line without a deduction costs exactly gross × own bid', () => {
    fc.assert(
      fc.property(gross, fc.integer({ min: 1, max: PURITY_SCALE }), fc.integer({ min: 1, max: 1_000_000 }), (g, p, b) => {
        const price = priceOldGold({ grossMg: g, purity: p, meltDeductionBp: 0, bid: own(b, p) });
        expect(price.amountCents).toBe(0 - metalPriceMinor(g, b));
      }),
    );
  });
});
