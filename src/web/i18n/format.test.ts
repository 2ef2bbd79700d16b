import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCambodian, formatCarats, formatGrams, formatKarat, formatMoney, formatPurityPercent, formatTeuk } from '../../shared/units';
import { formatDate, formatDateTime, formatLongDate, formatMonth, formatNumber, formatPercent, formatPostingDay, formatTime, setShopTimeZone, shopDayInstant, shopDayOf } from './format';

const khmerDigit = /[\u17E0-\u17E9]/u;

describe('format', () => {
  it('shows instants in the Phnom Penh time zone (UTC+7)', () => {
    expect(shopDayOf('2025-03-01T18:30:00Z')).toBe('2025-03-02');
    expect(formatDateTime('2025-03-01T18:30:00Z', 'en')).toMatch(/1:30\s?AM/);
  });

  it('counts shop days and shows times in the zone the shop.timeZone setting gives', () => {
    try {
      setShopTimeZone('America/New_York');
      expect(shopDayOf('2025-03-01T18:30:00Z')).toBe('2025-03-01');
      expect(formatDateTime('2025-03-01T18:30:00Z', 'en')).toMatch(/1:30\s?PM/);
      expect(shopDayInstant('2025-07-04').toISOString()).toBe('2025-07-04T04:00:00.000Z');
      setShopTimeZone('Not/A_Zone'); // unknown here: the zone in force stays
      expect(shopDayOf('2025-03-01T18:30:00Z')).toBe('2025-03-01');
    } finally {
      setShopTimeZone('Asia/Phnom_Penh');
    }
    expect(shopDayOf('2025-03-01T18:30:00Z')).toBe('2025-03-02');
  });

  it('shows a document’s posting day: with the time it was written on that day, its own day alone when back-dated', () => {
    const written = '2025-03-01T18:30:00Z'; // 2 March, 01:30 in Phnom Penh
    expect(formatPostingDay('2025-03-02', written, 'km')).toBe('2 មីនា 2025 ម៉ោង 01:30');
    expect(formatPostingDay('2025-02-27', written, 'km')).toBe('27 កុម្ភៈ 2025');
    expect(formatPostingDay('2025-02-27', written, 'en')).not.toMatch(/AM|PM|Mar/);
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

  it('prints every Khmer figure with Latin digits, as receipts and price boards do (docs/glossary.md)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (n, date) => {
        const texts = [
          formatNumber(n, {}, 'km'),
          formatNumber(n / 1000, { maximumFractionDigits: 3 }, 'km'),
          formatPercent(n / 1_000_000, 1, 'km'),
          formatDate(date, 'km'),
          formatDateTime(date, 'km'),
          formatLongDate(date, 'km'),
          formatMonth(date, 'km'),
          formatGrams(n, 'kh'),
          formatCambodian(n, 'kh'),
          formatMoney(n, 'USD', 'kh'),
          formatMoney(n, 'KHR', 'kh'),
          formatCarats(Math.abs(n), 'kh'),
          formatPurityPercent(Math.abs(n) % 10_001, 'kh'),
          formatTeuk(Math.abs(n) % 10_001, 'kh'),
          formatKarat(Math.abs(n) % 10_001, 'kh'),
        ];
        for (const text of texts) {
          expect(text).not.toMatch(khmerDigit);
          expect(text).toMatch(/\d/);
        }
      }),
    );
  });

  it('reads weights in ក្រាម on Khmer screens, and riel after the figure in both languages', () => {
    expect(formatGrams(8_630, 'kh')).toBe('8.630 ក្រាម');
    expect(formatGrams(8_630, 'kh')).not.toMatch(/\bg\b|ក្រ\./u);
    expect(formatMoney(4_000_000, 'KHR', 'en')).toBe('4,000,000 ៛');
    expect(formatMoney(4_000_000, 'KHR', 'kh')).toBe('4,000,000 ៛');
  });
});
