import { describe, expect, it } from 'vitest';
import { testLot } from '../pages/stones-render-for-test';
import { lineLotOf, lotEntryOf, overLot, pricedStoneLineOf, stoneLine, stoneLineBodyOf, stoneLineOfSample, stoneLinePriceOf, withCarats, withCount } from './stone-sale-line';

const lot = lineLotOf(testLot({ available: { count: 3, weightMct: 100 } }));

describe('the stone line of the checkout', () => {
  it('adds a lot once, and only one with stones left; other kinds of line do not count', () => {
    const first = lotEntryOf([{ kind: 'piece' }], lot);
    expect(first).toMatchObject({ kind: 'added', line: { kind: 'stone', lot, count: '', carats: '', priceMode: 'per_carat', unitPriceCents: null } });
    const lines = first.kind === 'added' ? [first.line] : [];
    expect(lotEntryOf(lines, lot)).toEqual({ kind: 'duplicate', code: lot.code });
    expect(lotEntryOf([], { ...lot, id: 9, available: { count: 0, weightMct: 0 } })).toMatchObject({ kind: 'empty' });
  });

  it('weighs a count at the lot average until the weight is typed; the whole lot weighs exactly what it holds', () => {
    const line = stoneLine(lot);
    expect(withCount(line, '1').carats).toBe('0.033');
    expect(withCount(line, '3').carats).toBe('0.100');
    expect(withCount(line, '4').carats).toBe('');
    const typed = withCarats(withCount(line, '1'), '0.036');
    expect(withCount(typed, '2').carats).toBe('0.036');
  });

  it('prices a line as the sale will: by the carat or by the stone, less its discount, rounded once', () => {
    const byCarat = { ...withCount(stoneLine(lot), '2'), unitPriceCents: 150_000, discountCents: 500 };
    // 0.067 ct × $1,500.00 = $100.50, less $5.00.
    expect(stoneLinePriceOf(byCarat)).toEqual({ priceCents: 10_050, amountCents: 9_550 });
    expect(stoneLinePriceOf({ ...byCarat, priceMode: 'per_stone', unitPriceCents: 2_500 })).toEqual({ priceCents: 5_000, amountCents: 4_500 });
    expect(stoneLinePriceOf({ ...byCarat, count: '' })).toBeNull();
    expect(stoneLinePriceOf({ ...byCarat, unitPriceCents: null })).toBeNull();
  });

  it('says on the line when it asks more than the lot has free', () => {
    expect(overLot(withCount(stoneLine(lot), '3'))).toBeNull();
    expect(overLot(withCount(stoneLine(lot), '4'))).toBe('count');
    expect(overLot(withCarats(withCount(stoneLine(lot), '2'), '0.101'))).toBe('weightMct');
    // A quotation's line does not know the lot's stock.
    expect(overLot(withCount(stoneLine({ ...lot, available: null }), '40'))).toBeNull();
  });

  it('asks the price only of a line that reads whole, and sends what is typed so the contract names what is not', () => {
    const ready = { ...withCount(stoneLine(lot), '2'), unitPriceCents: 150_000 };
    expect(pricedStoneLineOf(ready)).toEqual({ kind: 'stone', lotId: 7, count: 2, weightMct: 67, priceMode: 'per_carat', unitPriceCents: 150_000, discountCents: 0 });
    expect(pricedStoneLineOf(stoneLine(lot))).toBeNull();
    expect(stoneLineBodyOf(withCount(stoneLine(lot), '1'))).toEqual({ kind: 'stone', lotId: 7, count: 1, weightMct: 33, priceMode: 'per_carat', discountCents: 0 });
  });

  it('takes a quotation’s stone line at its own count, weight and prices; the lot’s stock unknown until read', () => {
    const stone = { lotId: 7, lotCode: 'SL-2026-000007', stoneType: 'Diamond', shape: 'round' as const, sizeCmm: 150, colour: 'G', quality: 'VS1', count: 12, weightMct: 180, priceMode: 'per_carat' as const, unitPriceCents: 150_000 };
    expect(stoneLineOfSample({ stone, discountCents: 2_000 })).toMatchObject({
      kind: 'stone',
      lot: { id: 7, code: 'SL-2026-000007', available: null },
      count: '12',
      carats: '0.180',
      caratsTyped: true,
      priceMode: 'per_carat',
      unitPriceCents: 150_000,
      discountCents: 2_000,
    });
    expect(stoneLineOfSample({ stone: null, discountCents: 0 })).toBeNull();
  });
});
