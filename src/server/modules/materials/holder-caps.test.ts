import { describe, expect, it } from 'vitest';
import { capStateOf, receivingGoesOverCap } from './holder-caps';

describe('holding caps', () => {
  it('has no state without a cap', () => expect(capStateOf(5_000_000, null)).toBe('none'));
  it('flags a holder at 90 % of its cap as near', () => {
    expect(capStateOf(89_999, 100_000)).toBe('ok');
    expect(capStateOf(90_000, 100_000)).toBe('near');
    expect(capStateOf(100_000, 100_000)).toBe('near');
    expect(capStateOf(100_001, 100_000)).toBe('over');
  });
  it('lets a holder reach its cap exactly but not pass it', () => {
    expect(receivingGoesOverCap(90_000, 10_000, 100_000)).toBe(false);
    expect(receivingGoesOverCap(90_000, 10_001, 100_000)).toBe(true);
    expect(receivingGoesOverCap(1_000_000, 1, null)).toBe(false);
  });
  it('treats a cap of zero as "holds nothing"', () => {
    expect(capStateOf(0, 0)).toBe('near');
    expect(receivingGoesOverCap(0, 1, 0)).toBe(true);
  });
});
