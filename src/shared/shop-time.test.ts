import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, lastOfMonth, periodOf, shopTime } from './shop-time';
import { shopTimeZones } from './contracts/platform/platform-settings';

describe('the shop day in Phnom Penh (UTC+7 all year)', () => {
  const pp = shopTime('Asia/Phnom_Penh');

  it('a day starts at 17:00 UTC the day before and ends at the next one', () => {
    expect(pp.dayStart('2026-11-27').toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(pp.dayEnd('2026-11-27').toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });

  it('an instant after 17:00 UTC belongs to the next shop day, and the year turns with it', () => {
    expect(pp.dayOf(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    expect(pp.dayOf(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(pp.yearOf('2026-12-31T17:00:00Z')).toBe(2027);
    expect(pp.today(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('a month runs from its first shop midnight to the next month’s', () => {
    expect(pp.monthOf('2026-01-31T17:30:00Z')).toBe('2026-02');
    expect(pp.monthStart('2026-02').toISOString()).toBe('2026-01-31T17:00:00.000Z');
    expect(pp.monthEnd('2026-12').toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });

  it('reads its wall clock', () => {
    expect(pp.dateTimeOf('2026-03-01T02:30:15Z')).toBe('2026-03-01 09:30');
    expect(pp.dateTimeOf('2026-03-01T02:30:15Z', { seconds: true })).toBe('2026-03-01 09:30:15');
    expect(pp.at('2026-03-01', 9, 30).toISOString()).toBe('2026-03-01T02:30:00.000Z');
  });
});

describe('the shop day elsewhere', () => {
  it('New York: a day starts at 05:00 UTC in winter and 04:00 UTC in summer; the day the clocks change is 23 or 25 hours', () => {
    const ny = shopTime('America/New_York');
    expect(ny.dayStart('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(ny.dayStart('2026-07-15').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    const hours = (day: string) => (ny.dayEnd(day).getTime() - ny.dayStart(day).getTime()) / 3_600_000;
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(ny.dayOf('2026-07-15T03:59:59Z')).toBe('2026-07-14');
    expect(ny.at('2026-03-08', 2, 30).toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 02:30 does not exist: read as 03:30
    expect(ny.at('2026-11-01', 1, 30).toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 twice: the first
  });

  it('Paris, east of UTC: an hour read twice when the clocks go back is its first reading; one skipped is moved on', () => {
    const paris = shopTime('Europe/Paris');
    expect(paris.at('2026-10-25', 2, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z'); // 02:30 CEST, before 02:30 CET
    expect(paris.at('2027-03-28', 2, 30).toISOString()).toBe('2027-03-28T01:30:00.000Z'); // read as 03:30 CEST
  });

  it('Santiago, where the clock springs forward at midnight: the day starts at 01:00', () => {
    const santiago = shopTime('America/Santiago');
    const start = santiago.dayStart('2026-09-06');
    expect(santiago.dateTimeOf(start)).toBe('2026-09-06 01:00');
    expect(santiago.dayOf(new Date(start.getTime() - 1))).toBe('2026-09-05');
  });

  it('UTC and Tokyo', () => {
    expect(shopTime('UTC').dayStart('2026-05-01').toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(shopTime('Asia/Tokyo').dayOf('2026-05-01T15:00:00Z')).toBe('2026-05-02');
  });

  it('refuses a zone the runtime does not know', () => {
    expect(() => shopTime('Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('in every zone the shop may pick, any instant lies within its own day, and days follow each other without a gap', () => {
    fc.assert(
      fc.property(fc.constantFrom(...shopTimeZones), fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (zone, ms) => {
        const shop = shopTime(zone);
        const day = shop.dayOf(ms);
        expect(shop.dayStart(day).getTime()).toBeLessThanOrEqual(ms);
        expect(shop.dayEnd(day).getTime()).toBeGreaterThan(ms);
        expect(shop.dayOf(shop.dayStart(day))).toBe(day);
        expect(shop.dayOf(shop.dayEnd(day).getTime() - 1)).toBe(day);
        expect(shop.dayStart(addDays(day, 1)).getTime()).toBe(shop.dayEnd(day).getTime());
        expect(shop.monthStart(shop.monthOf(ms)).getTime()).toBeLessThanOrEqual(ms);
        expect(shop.monthEnd(shop.monthOf(ms)).getTime()).toBeGreaterThan(ms);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the calendar', () => {
  it('adds days and months across years, and knows a month’s last day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
  });
});

describe('a period from an address', () => {
  it('is this month up to today unless told, and a range the wrong way round ends where it starts', () => {
    expect(periodOf({}, '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    expect(periodOf({ from: '2026-10-05' }, '2026-11-27')).toEqual({ from: '2026-10-05', to: '2026-11-27' });
    expect(periodOf({ to: '2026-11-10' }, '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(periodOf({ from: '2026-11-20', to: '2026-11-10' }, '2026-11-27')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
  });
});
