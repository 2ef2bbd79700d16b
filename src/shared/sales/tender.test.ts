import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeOf, changeWorthCents, paymentMethods, rielAsked, rielOf, settle, tenderValueCents, type Tender } from './tender';

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

  it('USD and riel side by side: $300 and 410,000 ៛ for $399.50: the riel asked for the $99.50 left is 408,000 ៛, so 2,000 ៛ come back', () => {
    const settlement = settle(39_950, [
      { method: 'cash', currency: 'USD', amountMinor: 30_000 },
      { method: 'cash', currency: 'KHR', amountMinor: 410_000 },
    ], 4_100);
    expect(settlement.tenderedCents).toBe(40_000);
    expect(settlement.appliedCents).toBe(39_950);
    // $99.50 = 407,950 ៛ exactly, asked 408,000 ៛ (the tie goes up); 410,000 − 408,000 = 2,000 ៛ back.
    expect(settlement.rielAskedForRest).toBe(408_000);
    expect(settlement.change).toEqual({ cents: 50, usdCents: 0, riel: 2_000 });
    // The customer rounded up 50 ៛: 2,000 ៛ is worth 49¢, so one cent more than the invoice stays in the till.
    expect(settlement.cashRoundingCents).toBe(-1);
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

describe('riel cash to the note', () => {
  it('the riel asked for ៛977,071 worth of dollars is ៛977,100, and paying it settles the invoice with the rounding recorded', () => {
    const cents = 23_831; // $238.31
    const rate = 4_100;
    expect(rielOf(cents, rate)).toBe(977_071);
    expect(rielAsked(cents, rate)).toBe(977_100);
    const settlement = settle(cents, [{ method: 'cash', currency: 'KHR', amountMinor: 977_100 }], rate);
    expect(settlement).toMatchObject({ appliedCents: cents, change: { usdCents: 0, riel: 0 }, rielAskedForRest: 977_100 });
    // 977,100 ៛ is worth 23,832¢ at the exact conversion; the customer rounded up 29 ៛, one cent.
    expect(settlement.tenderedCents).toBe(23_832);
    expect(settlement.cashRoundingCents).toBe(-1);
  });

  it('rounding down: the shop lets the customer off under half a note', () => {
    // $10.01 = 41,041 ៛ → asked 41,000 ៛, worth 1,000¢: the shop lets 1¢ go.
    const settlement = settle(1_001, [{ method: 'cash', currency: 'KHR', amountMinor: 41_000 }], 4_100);
    expect(settlement).toMatchObject({ appliedCents: 1_001, tenderedCents: 1_000, cashRoundingCents: 1, change: { riel: 0 } });
  });

  it('riel by KHQR, bank or card is exact: no rounding', () => {
    const settlement = settle(1_001, [{ method: 'khqr', currency: 'KHR', amountMinor: 41_000 }], 4_100);
    expect(settlement).toMatchObject({ appliedCents: 1_000, cashRoundingCents: 0 });
  });

  it('more than half a note short of the exact riel leaves a dollar balance, without rounding', () => {
    // $10.00 = 41,000 ៛; 40,900 ៛ is a whole note short.
    const settlement = settle(1_000, [{ method: 'cash', currency: 'KHR', amountMinor: 40_900 }], 4_100);
    expect(settlement).toMatchObject({ appliedCents: 998, tenderedCents: 998, cashRoundingCents: 0 });
  });

  it('the note size is the shop setting: 500 riel notes', () => {
    expect(rielAsked(1_001, 4_100, 500)).toBe(41_000);
    expect(rielAsked(1_010, 4_100, 500)).toBe(41_500); // 41,410 → 41,500
    const settlement = settle(1_010, [{ method: 'cash', currency: 'KHR', amountMinor: 41_500 }], 4_100, 500);
    expect(settlement).toMatchObject({ appliedCents: 1_010, change: { riel: 0 } });
  });

  it('change in riel is rounded and its rounding recorded', () => {
    // $100 for $97.30: $2 back and 70¢ = 2,870 ៛ → 2,900 ៛, worth 71¢: the shop gives 1¢ more.
    const settlement = settle(9_730, [{ method: 'cash', currency: 'USD', amountMinor: 10_000 }], 4_100);
    expect(settlement.change).toEqual({ cents: 270, usdCents: 200, riel: 2_900 });
    expect(changeWorthCents(settlement.change, 4_100)).toBe(271);
    expect(settlement.cashRoundingCents).toBe(1);
  });

  const tenderArb = fc.record({
    method: fc.constantFrom(...paymentMethods),
    currency: fc.constantFrom('USD' as const, 'KHR' as const),
    amountMinor: fc.integer({ min: 1, max: 5_000_000 }),
  });

  it('property: what is owed, paid, given back and the rounding add up exactly; riel handed back is whole notes; the rounding is under half a note', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500_000, max: 10_000_000 }),
        fc.integer({ min: 3_900, max: 4_200 }),
        fc.constantFrom(100, 500, 1_000),
        fc.array(tenderArb, { maxLength: 4 }),
        (due, rate, note, tenders) => {
          const s = settle(due, tenders, rate, note);
          // The identity, in cents: nothing created, nothing lost.
          expect(s.tenderedCents).toBe(tenders.reduce((sum, t) => sum + tenderValueCents(t, rate), 0));
          expect(s.appliedCents).toBe(s.tenderedCents - changeWorthCents(s.change, rate) + s.cashRoundingCents);
          expect(s.appliedCents).toBeLessThanOrEqual(Math.max(due, s.tenderedCents));
          expect(s.change.riel % note).toBe(0);
          expect(s.change.usdCents % 100).toBe(0);
          expect(s.change.riel).toBeGreaterThanOrEqual(0);
          // The riel kept or given back is within half a note of the exact riel: in cents, half a note at the rate plus the two roundings to the cent.
          expect(Math.abs(s.cashRoundingCents) * rate).toBeLessThanOrEqual((note / 2) * 100 + rate);
          if (s.cashRoundingCents !== 0) expect(s.appliedCents).toBe(due);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('property: paying exactly the riel asked (with any dollars first) settles the balance with no change', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 3_900, max: 4_200 }),
        fc.constantFrom(100, 500, 1_000),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(...paymentMethods),
        (due, rate, note, percentInUsd, usdMethod) => {
          const usd = Math.floor((due * percentInUsd) / 100);
          const tenders: Tender[] = usd > 0 ? [{ method: usdMethod, currency: 'USD', amountMinor: usd }] : [];
          const asked = rielAsked(due - usd, rate, note);
          // Under half a note left asks for no riel at all: nothing to hand over, nothing to settle with riel.
          fc.pre(asked > 0 || usd === due);
          if (asked > 0) tenders.push({ method: 'cash', currency: 'KHR', amountMinor: asked });
          const s = settle(due, tenders, rate, note);
          expect(s.rielAskedForRest).toBe(asked);
          expect(s.appliedCents).toBe(due);
          expect(s.change.riel + s.change.usdCents).toBe(0);
          expect(asked % note).toBe(0);
          // The rounding: the riel asked against the exact riel of the rest, under half a note.
          expect(Math.abs(asked * 100 - (due - usd) * rate)).toBeLessThanOrEqual((note / 2) * 100);
          expect(s.appliedCents).toBe(s.tenderedCents + s.cashRoundingCents);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('property: riel cash more than half a note short of the exact riel leaves a balance and no rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 10_000_000 }), fc.integer({ min: 3_900, max: 4_200 }), fc.constantFrom(100, 500), fc.integer({ min: 1, max: 50 }), (due, rate, note, notesShort) => {
        const paid = rielAsked(due, rate, note) - notesShort * note - note; // at least a whole note under the asked, more than half under the exact
        fc.pre(paid > 0 && paid * 100 < due * rate - (note / 2) * 100);
        const s = settle(due, [{ method: 'cash', currency: 'KHR', amountMinor: paid }], rate, note);
        expect(s.cashRoundingCents).toBe(0);
        expect(s.appliedCents).toBe(tenderValueCents({ currency: 'KHR', amountMinor: paid }, rate));
        expect(s.appliedCents).toBeLessThan(due);
      }),
    );
  });
});
