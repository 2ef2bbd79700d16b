import { describe, expect, it } from 'vitest';
import { adjustBodyOf, balanceAfter } from './adjust-lot-dialog';
import { countOf, proportionalWeightMct, signedCaratsText, sizeCmmOf, weightMctOf } from './stone-figures';
import { cmmOfMm, sizeMmOf } from './stone-search';
import { testLot } from '../pages/stones-render-for-test';

describe('stone figures', () => {
  it('signs a change of carats: a gain with a plus, a loss with a true minus (carats as shared/units writes them)', () => {
    expect(signedCaratsText(15, 'en')).toBe('+0.015\u00a0ct');
    expect(signedCaratsText(-15, 'en')).toBe('−0.015\u00a0ct');
    expect(signedCaratsText(0, 'en')).toBe('0.000\u00a0ct');
  });

  it('reads typed sizes, carats and counts exactly, empty as not typed and nonsense as unreadable', () => {
    expect(sizeCmmOf('1.5')).toBe(150);
    expect(sizeCmmOf('1,25')).toBe(125);
    expect(sizeCmmOf('1.255')).toBeNaN();
    expect(weightMctOf('0.125')).toBe(125);
    expect(weightMctOf('2')).toBe(2_000);
    expect(weightMctOf('')).toBeNull();
    expect(countOf('12')).toBe(12);
    expect(countOf('1.5')).toBeNaN();
    expect(cmmOfMm(sizeMmOf('0.8'))).toBe(80);
    expect(sizeMmOf('abc')).toBeUndefined();
  });

  it('weighs part of a lot at its average, rounded once; all the stones take all the weight exactly', () => {
    const lot = { count: 3, weightMct: 100 };
    expect(proportionalWeightMct(lot, 1)).toBe(33);
    expect(proportionalWeightMct(lot, 2)).toBe(67);
    expect(proportionalWeightMct(lot, 3)).toBe(100);
    // A split of these never creates or loses a milli-carat.
    expect(proportionalWeightMct(lot, 1)! + (lot.weightMct - proportionalWeightMct(lot, 1)!)).toBe(100);
    expect(proportionalWeightMct(lot, 4)).toBeNull();
    expect(proportionalWeightMct({ count: 0, weightMct: 0 }, 1)).toBeNull();
  });

  it('signs an adjustment by its direction, an empty figure being no change', () => {
    expect(adjustBodyOf({ direction: 'remove', count: '2', carats: '0.030', reason: ' broken ' })).toEqual({ count: -2, weightMct: -30, reason: 'broken' });
    expect(adjustBodyOf({ direction: 'add', count: '', carats: '0.004', reason: 'recount' })).toEqual({ count: 0, weightMct: 4, reason: 'recount' });
    expect(adjustBodyOf({ direction: 'add', count: 'x', carats: '', reason: '' }).count).toBeNaN();
  });

  it('shows what the lot would hold after an adjustment, below zero when more is taken than it has', () => {
    const lot = testLot({ available: { count: 3, weightMct: 45 } });
    expect(balanceAfter(lot, { direction: 'remove', count: '1', carats: '0.015', reason: '' })).toEqual({ count: 2, weightMct: 30 });
    expect(balanceAfter(lot, { direction: 'remove', count: '4', carats: '', reason: '' })).toEqual({ count: -1, weightMct: 45 });
  });
});
