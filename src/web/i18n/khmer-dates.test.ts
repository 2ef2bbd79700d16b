import { describe, expect, it } from 'vitest';
import { formatKhmerDate } from './khmer-dates';

const icu = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('km', { timeZone: 'Asia/Phnom_Penh', ...options }).format(date);

// Node carries full ICU data, so its 'km' output is the reference Chrome lacks.
describe('Khmer dates without Intl support', () => {
  const instants = ['2025-03-01T15:05:00Z', '2024-12-31T17:00:00Z', '2026-07-15T02:30:00Z', '2025-01-05T16:59:00Z'];

  it.each(instants)('spells %s as ICU km does, in the Phnom Penh time zone', (iso) => {
    const date = new Date(iso);
    const zone = 'Asia/Phnom_Penh';
    expect(formatKhmerDate(date, 'date', zone)).toBe(icu(date, { dateStyle: 'medium' }));
    expect(formatKhmerDate(date, 'longDate', zone)).toBe(icu(date, { dateStyle: 'full' }));
    expect(formatKhmerDate(date, 'time', zone)).toBe(icu(date, { timeStyle: 'short' }));
    expect(formatKhmerDate(date, 'dateTime', zone)).toBe(icu(date, { dateStyle: 'medium', timeStyle: 'short' }));
  });
});
