import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxVatRateBp, vatIncludedIn } from './vat';

describe('VAT taken out of a price that includes it', () => {
  it('10 % of a $1,100.00 total is $100.00, leaving $1,000.00', () => {
    expect(vatIncludedIn(110_000, 1000)).toEqual({ totalMinor: 110_000, vatMinor: 10_000, exclVatMinor: 100_000 });
  });

  it('rounds the VAT once, half away from zero, to the minor unit', () => {
    // 1,234.56 × 1000 / 11000 = 112.2327… → 112.23
    expect(vatIncludedIn(123_456, 1000)).toMatchObject({ vatMinor: 11_223, exclVatMinor: 112_233 });
    // At 100 %, 5 × 10000 / 20000 = 2.5 → 3, and −2.5 → −3.
    expect(vatIncludedIn(5, 10_000).vatMinor).toBe(3);
    expect(vatIncludedIn(-5, 10_000).vatMinor).toBe(-3);
    expect(vatIncludedIn(-110_000, 1000)).toEqual({ totalMinor: -110_000, vatMinor: -10_000, exclVatMinor: -100_000 });
    expect(vatIncludedIn(0, 1000)).toEqual({ totalMinor: 0, vatMinor: 0, exclVatMinor: 0 });
  });

  it('a rate of 0 leaves the whole total excl. VAT', () => {
    expect(vatIncludedIn(9_999, 0)).toEqual({ totalMinor: 9_999, vatMinor: 0, exclVatMinor: 9_999 });
  });

  it('excl. VAT + VAT is the total exactly, and the VAT is the nearest minor unit to total × rate / (1 + rate), for any total and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), fc.integer({ min: 0, max: maxVatRateBp }), (total, rate) => {
        const split = vatIncludedIn(total, rate);
        expect(split.exclVatMinor + split.vatMinor).toBe(total);
        // |VAT × (10000 + rate) − total × rate| ≤ half of (10000 + rate): rounded to the nearest unit.
        const error = Math.abs(split.vatMinor * (10_000 + rate) - total * rate);
        expect(2 * error).toBeLessThanOrEqual(10_000 + rate);
        expect(Math.sign(split.vatMinor) * Math.sign(total)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses a rate that is not a whole number of parts per ten thousand', () => {
    expect(() => vatIncludedIn(100, 10.5)).toThrow(RangeError);
    expect(() => vatIncludedIn(100, -1)).toThrow(RangeError);
  });
});
