import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateCarats } from './size-chart-estimate';

// Round diamonds: 1.00 mm ≈ 0.005 ct, 1.50 mm ≈ 0.015 ct, 3.00 mm ≈ 0.10 ct.
const round = [
  { sizeCmm: 300, mctPerStone: 100 },
  { sizeCmm: 100, mctPerStone: 5 },
  { sizeCmm: 150, mctPerStone: 15 },
];

describe('the carats of a count of stones from the size chart', () => {
  it('on a row: the count times the row', () => {
    expect(estimateCarats(round, 150, 4)).toMatchObject({ method: 'exact', weightMct: 60, mctPerStone: 15 });
    expect(estimateCarats(round, 300, 1)).toMatchObject({ method: 'exact', weightMct: 100 });
  });

  it('between two rows: linear in the size, between the nearest below and above', () => {
    // 1.25 mm: halfway between 5 and 15 → 10 mct a stone.
    const r = estimateCarats(round, 125, 3);
    expect(r).toMatchObject({ method: 'interpolated', weightMct: 30, mctPerStone: 10 });
    expect(r.lower?.sizeCmm).toBe(100);
    expect(r.upper?.sizeCmm).toBe(150);
    // 2.25 mm: halfway between 15 and 100 → 57.5 a stone.
    expect(estimateCarats(round, 225, 2)).toMatchObject({ weightMct: 115, mctPerStone: 58 });
  });

  it('rounds the total once, half away from zero, not the stone then the count', () => {
    // 1.01 mm: 5 + 10 × 1/50 = 5.2 mct a stone. 10 stones: 52 (rounding the stone first would give 50).
    expect(estimateCarats(round, 101, 10)).toMatchObject({ weightMct: 52, mctPerStone: 5 });
    // 1.25 mm … 2.25 mm: 57.5 a stone rounds up to 58 for one stone, 57.5 × 3 = 172.5 → 173.
    expect(estimateCarats(round, 225, 1).weightMct).toBe(58);
    expect(estimateCarats(round, 225, 3).weightMct).toBe(173);
    // 1.03 mm: 5.6 × 5 = 28 exactly; 1.0125 is not a size, 1.02 mm: 5.4 × 5 = 27.
    expect(estimateCarats(round, 103, 5).weightMct).toBe(28);
    expect(estimateCarats(round, 102, 5).weightMct).toBe(27);
  });

  it('gives no estimate outside the chart, only the nearest row', () => {
    const below = estimateCarats(round, 80, 10);
    expect(below).toMatchObject({ method: 'outside', weightMct: null, mctPerStone: null, lower: null });
    expect(below.upper?.sizeCmm).toBe(100);
    const above = estimateCarats(round, 301, 1);
    expect(above).toMatchObject({ method: 'outside', weightMct: null, upper: null });
    expect(above.lower?.sizeCmm).toBe(300);
    expect(estimateCarats([], 150, 1)).toMatchObject({ method: 'outside', lower: null, upper: null });
  });

  it('no stones weigh nothing', () => {
    expect(estimateCarats(round, 125, 0).weightMct).toBe(0);
  });

  const chart = fc.uniqueArray(fc.record({ sizeCmm: fc.integer({ min: 1, max: 2_000 }), mctPerStone: fc.integer({ min: 1, max: 50_000 }) }), {
    minLength: 1,
    maxLength: 12,
    selector: (row) => row.sizeCmm,
  });

  it('is the exact fraction rounded once, and lies between the two rows it stands on', () => {
    fc.assert(
      fc.property(chart, fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 0, max: 100_000 }), (rows, size, count) => {
        const r = estimateCarats(rows, size, count);
        if (r.method === 'outside') {
          const sizes = rows.map((row) => row.sizeCmm);
          expect(size < Math.min(...sizes) || size > Math.max(...sizes)).toBe(true);
          return;
        }
        const { lower, upper } = r;
        // The exact total as a fraction n / d; the answer is within half a milli-carat, ties away from zero.
        const d = BigInt(Math.max(1, upper.sizeCmm - lower.sizeCmm));
        const n = BigInt(count) * (BigInt(lower.mctPerStone) * d + BigInt(upper.mctPerStone - lower.mctPerStone) * BigInt(size - lower.sizeCmm));
        const twiceError = 2n * (BigInt(r.weightMct) * d - n);
        expect(twiceError <= d && twiceError > -d).toBe(true);
        const lo = Math.min(lower.mctPerStone, upper.mctPerStone) * count;
        const hi = Math.max(lower.mctPerStone, upper.mctPerStone) * count;
        expect(r.weightMct).toBeGreaterThanOrEqual(lo);
        expect(r.weightMct).toBeLessThanOrEqual(hi);
      }),
    );
  });
});
