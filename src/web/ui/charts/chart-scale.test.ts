import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopTime } from '../../../shared/shop-time';
import { labelStride, roundStep, textWidthPx, timeTicks, valueTicks } from './chart-scale';

describe('roundStep', () => {
  it('rounds up to 1, 2 or 5 times a power of ten, never under one unit', () => {
    expect([0, 0.3, 1, 1.2, 2, 2.1, 4.9, 5, 5.1, 9.9, 10, 11, 240, 1000, 1001, 37_500].map(roundStep)).toEqual([1, 1, 1, 2, 2, 5, 5, 5, 10, 10, 10, 20, 500, 1000, 2000, 50_000]);
  });
});

describe('valueTicks', () => {
  it('covers a month of sales in round dollars: 0 to $4,720.00 in cents by $2,000', () => {
    expect(valueTicks(0, 472_000, 4)).toEqual({ ticks: [0, 200_000, 400_000, 600_000], min: 0, max: 600_000, step: 200_000 });
  });

  it('reaches below zero for a refund and keeps zero a tick', () => {
    expect(valueTicks(-26_000, 472_000, 6).ticks).toEqual([-100_000, 0, 100_000, 200_000, 300_000, 400_000, 500_000]);
    // Five intervals do not hold −$1,000 to $5,000 by $1,000: by $2,000 then.
    expect(valueTicks(-26_000, 472_000, 5).ticks).toEqual([-200_000, 0, 200_000, 400_000, 600_000]);
  });

  it('fits around the data without zero: rates between $3.52 and $4.05 by 20 cents', () => {
    expect(valueTicks(352, 405, 4)).toEqual({ ticks: [340, 360, 380, 400, 420], min: 340, max: 420, step: 20 });
  });

  it('puts a rate that never moved in the middle of a band a tenth of itself wide each side', () => {
    expect(valueTicks(400, 400, 4)).toEqual({ ticks: [360, 380, 400, 420, 440], min: 360, max: 440, step: 20 });
    expect(valueTicks(0, 0, 4).ticks).toEqual([-1, 0, 1]);
  });

  it('steps by whole units: three milligrams over four intervals tick every milligram', () => {
    expect(valueTicks(0, 3, 4).ticks).toEqual([0, 1, 2, 3]);
  });

  it('always covers the data, in at most the intervals asked (two at least), at a round whole step', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 12 }), (a, b, intervals) => {
        const { ticks, min, max, step } = valueTicks(a, b, intervals);
        expect(min).toBeLessThanOrEqual(Math.min(a, b));
        expect(max).toBeGreaterThanOrEqual(Math.max(a, b));
        expect(ticks.length - 1).toBeLessThanOrEqual(Math.max(2, intervals));
        expect(Number.isInteger(step) && step >= 1).toBe(true);
        expect(String(step)).toMatch(/^[125]0*$/);
        expect(ticks.every((tick) => Number.isInteger(tick) && tick % step === 0)).toBe(true);
      }),
    );
  });
});

describe('labelStride', () => {
  it('shows every third of 31 days on a phone and every day on a desktop', () => {
    // A phone's plot is about 270 px: 31 slots of 8.7 px under labels about 22 px wide with their gap.
    expect(labelStride(270 / 31, 22)).toBe(3);
    expect(labelStride(1000 / 31, 22)).toBe(1);
    expect(labelStride(0, 22)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('measures Khmer without its signs and subscripts', () => {
    expect(textWidthPx('28', 10)).toBe(12);
    // ខ្មែរ: ខ, coeng + ម (a subscript), the vowel sign ែ, រ: two letters wide.
    expect(textWidthPx('ខ្មែរ', 10)).toBe(15);
  });
});

describe('timeTicks', () => {
  const phnomPenh = shopTime('Asia/Phnom_Penh');
  const at = (day: string, hour = 0) => phnomPenh.at(day, hour).getTime();
  const days = (ticks: number[]) => ticks.map((tick) => phnomPenh.dateTimeOf(tick));
  const hour = 3_600_000;
  const day = 24 * hour;

  it('ticks whole shop hours within a day', () => {
    expect(days(timeTicks(at('2026-03-05', 7) + 60_000, at('2026-03-05', 17), 1.5 * hour, phnomPenh))).toEqual([
      '2026-03-05 08:00',
      '2026-03-05 10:00',
      '2026-03-05 12:00',
      '2026-03-05 14:00',
      '2026-03-05 16:00',
    ]);
  });

  it('ticks shop days, not hours, once the span passes a day', () => {
    expect(days(timeTicks(at('2026-03-01', 8), at('2026-03-03', 8), 4 * hour, phnomPenh))).toEqual(['2026-03-02 00:00', '2026-03-03 00:00']);
  });

  it('ticks shop midnights over a month, every few days as the labels need', () => {
    const ticks = timeTicks(at('2026-10-29', 8), at('2026-11-28', 8), 4 * day, phnomPenh);
    expect(days(ticks)).toEqual(['2026-10-30 00:00', '2026-11-06 00:00', '2026-11-13 00:00', '2026-11-20 00:00', '2026-11-27 00:00']);
    // A phone: three Khmer dates of about 70 px in 250 px of plot, a fortnight apart.
    expect(days(timeTicks(at('2026-10-29', 8), at('2026-11-28', 8), (86 / 250) * 30 * day, phnomPenh))).toEqual(['2026-10-30 00:00', '2026-11-13 00:00', '2026-11-27 00:00']);
    expect(timeTicks(at('2026-10-29', 8), at('2026-11-28', 8), hour, phnomPenh)).toHaveLength(30);
  });

  it('ticks the first of months over years, quarters counted from January', () => {
    expect(days(timeTicks(at('2025-02-10'), at('2026-03-05'), 60 * day, phnomPenh))).toEqual(['2025-04-01 00:00', '2025-07-01 00:00', '2025-10-01 00:00', '2026-01-01 00:00']);
  });

  it('gives nothing for a single instant', () => {
    expect(timeTicks(at('2026-03-05'), at('2026-03-05'), hour, phnomPenh)).toEqual([]);
  });
});
