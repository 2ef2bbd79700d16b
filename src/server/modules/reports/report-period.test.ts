import { describe, expect, it } from 'vitest';
import { shopTime } from '../../../shared/shop-time';
import { addMonths, basisPoints, daysOf, fineMg, instantsOf, lastOfMonth, monthPeriod, periodOf } from './report-period';

const phnomPenh = shopTime('Asia/Phnom_Penh');

describe('report periods in the shop time zone', () => {
  it('a period runs from its first day’s start to the start of the day after its last, in the shop’s zone', () => {
    expect(instantsOf({ from: '2025-03-01', to: '2025-03-31' }, phnomPenh)).toEqual({ start: '2025-02-28T17:00:00.000Z', end: '2025-03-31T17:00:00.000Z' });
    expect(instantsOf({ from: '2025-03-01', to: '2025-03-31' }, shopTime('Europe/Paris'))).toEqual({ start: '2025-02-28T23:00:00.000Z', end: '2025-03-31T22:00:00.000Z' });
  });

  it('defaults to the month to date; a from alone runs to today in its month, or to its month end when it is later', () => {
    const now = new Date('2025-03-14T20:00:00Z'); // 15 March in Phnom Penh
    expect(periodOf({}, phnomPenh, now)).toEqual({ from: '2025-03-01', to: '2025-03-15' });
    expect(periodOf({}, shopTime('UTC'), now)).toEqual({ from: '2025-03-01', to: '2025-03-14' });
    expect(periodOf({ from: '2025-03-05' }, phnomPenh, now)).toEqual({ from: '2025-03-05', to: '2025-03-15' });
    expect(periodOf({ from: '2025-04-05' }, phnomPenh, now)).toEqual({ from: '2025-04-05', to: '2025-04-30' });
    expect(periodOf({ to: '2025-02-10' }, phnomPenh, now)).toEqual({ from: '2025-02-01', to: '2025-02-10' });
  });

  it('months: their last day (leap years too) and counting back over a year', () => {
    expect(lastOfMonth('2024-02')).toBe('2024-02-29');
    expect(lastOfMonth('2025-02')).toBe('2025-02-28');
    expect(monthPeriod('2025-12')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(addMonths('2025-03', -11)).toBe('2024-04');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(daysOf({ from: '2025-02-27', to: '2025-03-02' })).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
  });

  it('shares in basis points and fine metal, rounded half away from zero', () => {
    expect(basisPoints(220, 31_000)).toBe(71);
    expect(basisPoints(1, 20_000)).toBe(1); // 0.5 bp rounds up
    expect(basisPoints(-1, 20_000)).toBe(-1);
    expect(basisPoints(5, 0)).toBeNull();
    expect(fineMg(332, 7500)).toBe(249);
    expect(fineMg(2, 7500)).toBe(2); // 1.5 → 2
  });
});
