import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKhmerDate } from './khmer-dates';

const zone = 'Asia/Phnom_Penh';
const icu = (date: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('km', { timeZone: zone, ...options }).format(date);

describe('Khmer dates and times', () => {
  it('spells the day, the weekday and the 24-hour time in Phnom Penh, without AM/PM', () => {
    const date = new Date('2025-03-01T15:05:00Z'); // 22:05 on 1 March in Phnom Penh
    expect(formatKhmerDate(date, 'date', zone)).toBe('1 មីនា 2025');
    expect(formatKhmerDate(date, 'longDate', zone)).toBe('សៅរ៍ 1 មីនា 2025');
    expect(formatKhmerDate(date, 'time', zone)).toBe('22:05');
    expect(formatKhmerDate(date, 'dateTime', zone)).toBe('1 មីនា 2025 ម៉ោង 22:05');
    expect(formatKhmerDate(date, 'month', zone)).toBe('មីនា 2025');
    expect(formatKhmerDate(new Date('2024-12-31T17:00:00Z'), 'dateTime', zone)).toBe('1 មករា 2025 ម៉ោង 00:00');
    expect(formatKhmerDate(new Date('2026-07-15T02:30:00Z'), 'time', zone)).toBe('09:30');
  });

  it('names the same day, month and year as ICU km does, and never prints a Latin letter', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        expect(formatKhmerDate(date, 'date', zone)).toBe(icu(date, { dateStyle: 'medium' }));
        expect(formatKhmerDate(date, 'longDate', zone)).toBe(icu(date, { dateStyle: 'full' }));
        for (const style of ['date', 'longDate', 'time', 'dateTime', 'month'] as const) expect(formatKhmerDate(date, style, zone)).not.toMatch(/[A-Za-z]/);
        expect(formatKhmerDate(date, 'time', zone)).toBe(icu(date, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
      }),
    );
  });
});
