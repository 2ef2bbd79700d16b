import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeOf, rielOf, settle, tenderValueCents } from './tender';

describe('tenders and change at the counter', () => {
  it('paying the riel printed for an amount is worth that amount exactly, at any rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_00 }), fc.integer({ min: 1_000, max: 10_000 }), (cents, rate) => {
        expect(tenderValueCents({ currency: 'KHR', amountMinor: rielOf(cents, rate) }, rate)).toBe(cents);
      }),
    );
  });

  it('change: whole dollars in USD, the rest in riel rounded half away from zero to 100 riel', () => {
    expect(changeOf(1_234, 4_100)).toEqual({ cents: 1_234, usdCents: 1_200, riel: 1_400 }); // 34¢ = 1,394 ៛ → 1,400 ៛
    expect(changeOf(1_201, 4_100)).toEqual({ cents: 1_201, usdCents: 1_200, riel: 0 }); // 1¢ = 41 ៛ → 0
    expect(changeOf(2, 4_100)).toEqual({ cents: 2, usdCents: 0, riel: 100 }); // 82 ៛ → 100
    expect(changeOf(50_000, 4_100)).toEqual({ cents: 50_000, usdCents: 50_000, riel: 0 });
    expect(changeOf(0, 4_100)).toEqual({ cents: 0, usdCents: 0, riel: 0 });
    // 98¢ at 5,051 ៛ = 4,949.98 ៛: rounded once to the note, 4,900 (rounding to the riel first would make 5,000).
    expect(changeOf(12_798, 5_051)).toEqual({ cents: 12_798, usdCents: 12_700, riel: 4_900 });
    expect(changeOf(-5, 4_100)).toEqual({ cents: 0, usdCents: 0, riel: 0 });
  });

  it('change is never off by more than half a 100-riel note', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_00 }), fc.integer({ min: 1_000, max: 10_000 }), (cents, rate) => {
        const change = changeOf(cents, rate);
        expect(change.usdCents % 100).toBe(0);
        expect(cents - change.usdCents).toBeLessThan(100);
        expect(change.riel % 100).toBe(0);
        // riel given vs the exact riel of the cents under a dollar: |diff| ≤ 50
        expect(Math.abs(change.riel * 100 - (cents - change.usdCents) * rate)).toBeLessThanOrEqual(50 * 100);
      }),
    );
  });

  it('USD and riel side by side: $300 and 410,000 ៛ for $399.50 leaves $0.50 change given as 2,100 ៛', () => {
    const settlement = settle(39_950, [
      { method: 'cash', currency: 'USD', amountMinor: 30_000 },
      { method: 'cash', currency: 'KHR', amountMinor: 410_000 },
    ], 4_100);
    expect(settlement.tenderedCents).toBe(40_000);
    expect(settlement.appliedCents).toBe(39_950);
    expect(settlement.change).toEqual({ cents: 50, usdCents: 0, riel: 2_100 }); // 50¢ = 2,050 ៛ → 2,100
    expect(settlement.changeOverCash).toBe(false);
  });

  it('less than due is a part payment with no change', () => {
    const settlement = settle(50_000, [{ method: 'cash', currency: 'USD', amountMinor: 20_000 }], 4_100);
    expect(settlement).toMatchObject({ tenderedCents: 20_000, appliedCents: 20_000, change: { cents: 0 } });
  });

  it('change only comes out of cash: overpaying by bank transfer is flagged', () => {
    expect(settle(10_000, [{ method: 'bank_transfer', currency: 'USD', amountMinor: 12_000 }], 4_100).changeOverCash).toBe(true);
    expect(settle(10_000, [{ method: 'khqr', currency: 'USD', amountMinor: 9_000 }, { method: 'cash', currency: 'USD', amountMinor: 2_000 }], 4_100).changeOverCash).toBe(false);
  });

  it('a negative invoice (old gold worth more) is paid out of the till as change', () => {
    const settlement = settle(-3_776, [], 4_100);
    expect(settlement.change).toEqual({ cents: 3_776, usdCents: 3_700, riel: 3_100 }); // 76¢ = 3,116 ៛ → 3,100
    expect(settlement.appliedCents).toBe(-3_776);
    expect(settlement.changeOverCash).toBe(false);
  });
});
