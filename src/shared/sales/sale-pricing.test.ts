import { describe, expect, it } from 'vitest';
import { incentiveOf, invoiceTotals, pricePieceLine } from './sale-pricing';

describe('the price of a line (metal × ask + making charge − group discount + stones − discount)', () => {
  const base = { askCentsPerChi: 21_900, makingChargeMode: 'per_gram' as const, makingChargeCents: 250, groupDiscountBp: 0, stonesCents: 0, discountCents: 0 };

  it('one chi of metal at $219 a chi with $2.50 a gram of making', () => {
    expect(pricePieceLine({ ...base, metalMg: 3_750 })).toMatchObject({ metalCents: 21_900, makingChargeCents: 938, amountCents: 22_838, discountOverPrice: false });
  });

  it('rounds each component once, half away from zero, and the components add up to the line', () => {
    // 1 mg at $219 a chi = 5.84 cents → 6; making 1 mg × 250 / 1000 = 0.25 → 0
    const line = pricePieceLine({ ...base, metalMg: 1 });
    expect(line).toMatchObject({ metalCents: 6, makingChargeCents: 0, amountCents: 6 });
    const big = pricePieceLine({ ...base, metalMg: 4_920 - 380, groupDiscountBp: 1_000, stonesCents: 12_000, discountCents: 500 });
    expect(big.amountCents).toBe(big.metalCents + big.makingChargeCents - big.groupDiscountCents + big.stonesCents - big.discountCents);
    expect(big.groupDiscountCents).toBe(114); // 10 % of 1,135
  });

  it('a per-piece making charge does not depend on weight; a wholesale group takes 20 % off it', () => {
    const line = pricePieceLine({ ...base, metalMg: 7_500, makingChargeMode: 'per_piece', makingChargeCents: 1_500, groupDiscountBp: 2_000 });
    expect(line).toMatchObject({ makingChargeCents: 1_500, groupDiscountCents: 300, amountCents: 43_800 + 1_200 });
  });

  it('flags a discount bigger than the line', () => {
    expect(pricePieceLine({ ...base, metalMg: 3_750, discountCents: 22_839 }).discountOverPrice).toBe(true);
    expect(pricePieceLine({ ...base, metalMg: 3_750, discountCents: 22_838 }).amountCents).toBe(0);
  });

  it('incentives: per piece, or a share of the making charge after the group discount', () => {
    expect(incentiveOf(null, 1_000)).toBe(0);
    expect(incentiveOf({ mode: 'per_piece', amountCents: 200, percentBp: 0 }, 1_000)).toBe(200);
    expect(incentiveOf({ mode: 'percent_of_making', amountCents: 0, percentBp: 500 }, 5_063)).toBe(253);
  });

  it('totals: the invoice discount comes off the sum of the lines', () => {
    expect(invoiceTotals([22_838, -21_700], 100)).toEqual({ subtotalCents: 1_138, discountCents: 100, totalCents: 1_038 });
  });
});
