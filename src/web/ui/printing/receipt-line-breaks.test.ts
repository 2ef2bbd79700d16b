import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/units';
import { unbreakablePieces } from './receipt-line-breaks';

describe('unbreakablePieces', () => {
  it('keeps a dollar amount with its sign', () => {
    const text = `Card · USD ${formatMoney(125_000, 'USD', 'en')}`;
    expect(unbreakablePieces(text)).toContain('$1,250.00');
    expect(unbreakablePieces(text).join('')).toBe(text);
  });

  it('keeps a riel amount with its sign across the space', () => {
    const text = `Total in riel ${formatMoney(5_125_000, 'KHR', 'en')}`;
    const pieces = unbreakablePieces(text);
    expect(pieces.at(-1)?.trim()).toBe('5,125,000 ៛');
    expect(pieces.join('')).toBe(text);
  });

  it('still breaks between Khmer words and at spaces', () => {
    const text = 'សរុបជាប្រាក់រៀល total';
    const pieces = unbreakablePieces(text);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(text);
  });

  it('does not break inside a code', () => {
    expect(unbreakablePieces('INV-2026-000123')).toEqual(['INV-2026-000123']);
  });
});
