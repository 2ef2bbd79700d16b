import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, shopDayOf } from './format';

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
});
