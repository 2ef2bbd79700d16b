import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOverPrice, stoneLinePrice } from './gem-price';

describe('the price of a stone line', () => {
  it('per carat: milli-carats × price a carat / 1000, rounded once to the cent', () => {
    // 0.125 ct at $1,200.00 a carat = $150.00
    expect(stoneLinePrice('per_carat', 10, 125, 120_000)).toEqual({ priceCents: 15_000, amountCents: 15_000 });
    // 0.001 ct at $5.00 a carat = 0.5 ¢ → 1 ¢ (half away from zero); at $4.99, 0.499 ¢ → 0
    expect(stoneLinePrice('per_carat', 1, 1, 500).priceCents).toBe(1);
    expect(stoneLinePrice('per_carat', 1, 1, 499).priceCents).toBe(0);
  });

  it('per stone: the count × the price a stone, whatever the weight', () => {
    expect(stoneLinePrice('per_stone', 12, 60, 2_500)).toEqual({ priceCents: 30_000, amountCents: 30_000 });
    expect(stoneLinePrice('per_stone', 12, 999_999, 2_500).priceCents).toBe(30_000);
  });

  it('takes the discount after the price, and a discount over the price is refused', () => {
    const line = stoneLinePrice('per_stone', 2, 20, 1_000, 300);
    expect(line).toEqual({ priceCents: 2_000, amountCents: 1_700 });
    expect(discountOverPrice(line)).toBe(false);
    expect(discountOverPrice(stoneLinePrice('per_stone', 2, 20, 1_000, 2_001))).toBe(true);
  });

  it('per carat is within half a cent of the exact price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (mct, centsPerCarat) => {
        const { priceCents } = stoneLinePrice('per_carat', 1, mct, centsPerCarat);
        const exactTimes1000 = BigInt(mct) * BigInt(centsPerCarat);
        const twiceError = 2n * (BigInt(priceCents) * 1000n - exactTimes1000);
        expect(twiceError <= 1000n && twiceError > -1000n).toBe(true);
      }),
    );
  });
});
