import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMonth, formatNumber, formatTime, shopDayOf } from './format';

describe('format', () => {
  it('shows instants in the Phnom Penh time zone (UTC+7)', () => {
    expect(shopDayOf('2025-03-01T18:30:00Z')).toBe('2025-03-02');
    expect(formatDateTime('2025-03-01T18:30:00Z', 'en')).toMatch(/1:30\s?AM/);
  });

  it('formats numbers for Khmer with the km Intl locale', () => {
    expect(formatNumber(1234.5, { maximumFractionDigits: 1 }, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, { maximumFractionDigits: 1 }, 'km')).toBe('1,234.5');
  });

  it('names the month in Khmer for the km locale', () => {
    expect(formatDateTime('2025-03-01T03:00:00Z', 'km')).toContain('មីនា');
  });

  it('prints every Khmer date and time the one Khmer way: 24-hour clock, no Latin AM/PM, even where Intl knows km', () => {
    const afternoon = '2025-03-01T08:05:00Z'; // 15:05 in Phnom Penh
    expect(formatDateTime(afternoon, 'km')).toBe('1 មីនា 2025 ម៉ោង 15:05');
    expect(formatTime(afternoon, 'km')).toBe('15:05');
    expect(formatDate(afternoon, 'km')).toBe('1 មីនា 2025');
    expect(formatLongDate(afternoon, 'km')).toBe('សៅរ៍ 1 មីនា 2025');
    expect(formatMonth('2025-03-01T00:00:00Z', 'km', 'UTC')).toBe('មីនា 2025');
    for (const text of [formatDateTime(afternoon, 'km'), formatTime(afternoon, 'km')]) expect(text).not.toMatch(/AM|PM|[A-Za-z]/);
    expect(formatDateTime(afternoon, 'en')).toMatch(/3:05\s?PM/);
  });
});
