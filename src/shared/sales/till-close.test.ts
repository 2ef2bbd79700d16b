import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencies } from '../units';
import { closeTill, expectedInTill } from './till-close';
import { paymentMethods } from './tender';

describe('the day close of a till', () => {
  it('cash expected = float + cash in − change and refunds + cash moves; other methods at their totals', () => {
    const expected = expectedInTill({
      floats: [
        { currency: 'USD', amountMinor: 10_000 },
        { currency: 'KHR', amountMinor: 200_000 },
      ],
      tenders: [
        { method: 'cash', currency: 'USD', amountMinor: 50_000 },
        { method: 'cash', currency: 'USD', amountMinor: -200 }, // change
        { method: 'cash', currency: 'KHR', amountMinor: -2_900 }, // change in riel
        { method: 'khqr', currency: 'USD', amountMinor: 12_345 },
      ],
      cashMoves: [
        { currency: 'USD', amountMinor: -5_000 }, // a deposit to the bank
        { currency: 'KHR', amountMinor: -40_000 }, // lunch for the workshop
      ],
    });
    expect(expected).toEqual([
      { method: 'cash', currency: 'USD', expectedMinor: 54_800 },
      { method: 'cash', currency: 'KHR', expectedMinor: 157_100 },
      { method: 'khqr', currency: 'USD', expectedMinor: 12_345 },
    ]);
    const { lines, problems } = closeTill(expected, [
      { method: 'cash', currency: 'USD', countedMinor: 54_700 },
      { method: 'cash', currency: 'KHR', countedMinor: 157_100 },
      { method: 'khqr', currency: 'USD', countedMinor: 12_345 },
    ]);
    expect(problems).toEqual([]);
    expect(lines.map((l) => l.differenceMinor)).toEqual([-100, 0, 0]);
  });

  it('a till that only opened expects its float, cash in both currencies', () => {
    expect(expectedInTill({ floats: [], tenders: [], cashMoves: [] })).toEqual([
      { method: 'cash', currency: 'USD', expectedMinor: 0 },
      { method: 'cash', currency: 'KHR', expectedMinor: 0 },
    ]);
  });

  it('every expected line needs a count, and a line is counted once', () => {
    const expected = expectedInTill({ floats: [], tenders: [{ method: 'card', currency: 'USD', amountMinor: 100 }], cashMoves: [] });
    const { problems } = closeTill(expected, [
      { method: 'cash', currency: 'USD', countedMinor: 0 },
      { method: 'cash', currency: 'USD', countedMinor: 0 },
    ]);
    expect(problems).toEqual([
      { kind: 'repeated', index: 1 },
      { kind: 'missing', method: 'cash', currency: 'KHR' },
      { kind: 'missing', method: 'card', currency: 'USD' },
    ]);
  });

  it('property: per currency and method, expected adds the flows exactly and counted − expected is the difference', () => {
    const minor = fc.integer({ min: -10_000_000, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ currency: fc.constantFrom(...currencies), amountMinor: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 2 }),
        fc.array(fc.record({ method: fc.constantFrom(...paymentMethods), currency: fc.constantFrom(...currencies), amountMinor: minor }), { maxLength: 30 }),
        fc.array(fc.record({ currency: fc.constantFrom(...currencies), amountMinor: minor }), { maxLength: 10 }),
        fc.integer({ min: -1_000, max: 1_000 }),
        (floats, tenders, cashMoves, off) => {
          const expected = expectedInTill({ floats, tenders, cashMoves });
          const sumOf = (xs: readonly { amountMinor: number }[]) => xs.reduce((s, x) => s + x.amountMinor, 0);
          for (const currency of currencies) {
            const cash = expected.find((e) => e.method === 'cash' && e.currency === currency)!;
            expect(cash.expectedMinor).toBe(
              sumOf(floats.filter((f) => f.currency === currency)) +
                sumOf(tenders.filter((t) => t.method === 'cash' && t.currency === currency)) +
                sumOf(cashMoves.filter((m) => m.currency === currency)),
            );
          }
          for (const e of expected.filter((x) => x.method !== 'cash'))
            expect(e.expectedMinor).toBe(sumOf(tenders.filter((t) => t.method === e.method && t.currency === e.currency)));
          // Everything that moved in or out is in exactly one line.
          expect(expected.reduce((s, e) => s + e.expectedMinor, 0)).toBe(sumOf(floats) + sumOf(tenders) + sumOf(cashMoves));
          const { lines, problems } = closeTill(expected, expected.map((e) => ({ method: e.method, currency: e.currency, countedMinor: e.expectedMinor + off })));
          expect(problems).toEqual([]);
          expect(lines.every((l) => l.differenceMinor === off && l.countedMinor - l.expectedMinor === l.differenceMinor)).toBe(true);
        },
      ),
    );
  });
});
