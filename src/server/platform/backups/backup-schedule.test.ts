import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopTime } from '../../../shared/shop-time';
import { backupIsDue, nextDailyRun, shopClockAt, shopInstant } from './backup-schedule';

const pp = 'Asia/Phnom_Penh';
// Phnom Penh is UTC+7 all year: 02:00 there is 19:00 UTC the day before.
const at = (iso: string) => new Date(iso);

describe('the next daily backup, on the shop clock of Asia/Phnom_Penh', () => {
  it('runs later today when the hour is still to come', () => {
    expect(nextDailyRun(at('2026-11-27T01:00:00Z'), 20, pp).toISOString()).toBe('2026-11-27T13:00:00.000Z');
  });

  it('runs tomorrow when today’s hour has passed, or is now', () => {
    expect(nextDailyRun(at('2026-11-27T14:00:00Z'), 20, pp).toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(nextDailyRun(at('2026-11-27T13:00:00Z'), 20, pp).toISOString()).toBe('2026-11-28T13:00:00.000Z');
  });

  it('counts the day on the shop clock, not in UTC: 2 a.m. after 19:00 UTC is the next UTC day’s evening', () => {
    // 18:30 UTC on the 27th is 01:30 on the 28th in Phnom Penh: 02:00 is half an hour away.
    expect(nextDailyRun(at('2026-11-27T18:30:00Z'), 2, pp).toISOString()).toBe('2026-11-27T19:00:00.000Z');
    // 19:30 UTC is 02:30 on the 28th: the next is 02:00 on the 29th.
    expect(nextDailyRun(at('2026-11-27T19:30:00Z'), 2, pp).toISOString()).toBe('2026-11-28T19:00:00.000Z');
  });

  it('crosses a month and a year end', () => {
    expect(nextDailyRun(at('2026-11-30T16:00:00Z'), 1, pp).toISOString()).toBe('2026-11-30T18:00:00.000Z');
    expect(nextDailyRun(at('2026-12-31T16:30:00Z'), 23, pp).toISOString()).toBe('2027-01-01T16:00:00.000Z');
    expect(nextDailyRun(at('2028-02-28T17:30:00Z'), 0, pp).toISOString()).toBe('2028-02-29T17:00:00.000Z');
  });

  it('runs at midnight of the shop’s next day', () => {
    expect(nextDailyRun(at('2026-11-27T10:00:00Z'), 0, pp).toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });

  it('keeps its hour on a clock that moves (Paris, the night the clocks go back and forward)', () => {
    // 2026-10-25 Paris goes from +2 to +1: 03:00 local is 02:00 UTC.
    expect(nextDailyRun(at('2026-10-24T12:00:00Z'), 3, 'Europe/Paris').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    // 2027-03-28 Paris goes from +1 to +2: 04:00 local is 02:00 UTC.
    expect(nextDailyRun(at('2027-03-27T12:00:00Z'), 4, 'Europe/Paris').toISOString()).toBe('2027-03-28T02:00:00.000Z');
  });

  it('is always after now, within a day, and on the hour asked on the shop clock', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        (now, hour) => {
          const next = nextDailyRun(now, hour, pp);
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(24 * 3600_000);
          const clock = shopClockAt(next, pp);
          expect([clock.hour, clock.minute, clock.second]).toEqual([hour, 0, 0]);
        },
      ),
    );
  });

  it('reads the shop clock back from the instant it made', () => {
    expect(shopInstant(2026, 11, 28, 2, pp).toISOString()).toBe('2026-11-27T19:00:00.000Z');
  });
});

describe('a backup is due', () => {
  it('when there is none, or the last good one is more than a day old', () => {
    const now = at('2026-11-27T12:00:00Z');
    expect(backupIsDue(null, now)).toBe(true);
    expect(backupIsDue(at('2026-11-26T11:59:00Z'), now)).toBe(true);
    expect(backupIsDue(at('2026-11-26T12:30:00Z'), now)).toBe(false);
  });
});

describe('the backup clock is the shop clock (src/shared/shop-time.ts)', () => {
  it('runs an hour the clock repeats at its first reading, as shop-time counts it', () => {
    // 2026-10-25 Paris: 02:00–03:00 is read twice (+2, then +1); 02:00 is first read at 00:00 UTC.
    expect(nextDailyRun(at('2026-10-24T12:00:00Z'), 2, 'Europe/Paris').toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(shopInstant(2026, 10, 25, 2, 'Europe/Paris').toISOString()).toBe(shopTime('Europe/Paris').at('2026-10-25', 2).toISOString());
  });
});
