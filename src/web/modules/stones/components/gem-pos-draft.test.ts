import { describe, expect, it } from 'vitest';
import { createSaleBodySchema } from '../../../../shared/contracts/sales/invoice';
import { testLot } from '../pages/stones-render-for-test';
import { addLot, emptyGemPosDraft, gemLine, gemQuoteRequestOf, gemSaleBodyOf, lineErrorsByKey, lineLotOf, linePriceOf, overLot, withCarats, withCount } from './gem-pos-draft';

const lot = lineLotOf(testLot({ available: { count: 3, weightMct: 100 } }));

describe('gem POS draft', () => {
  it('adds a lot once, and only one with stones left', () => {
    const first = addLot([], lot);
    expect(first.kind).toBe('added');
    const lines = first.kind === 'added' ? first.lines : [];
    expect(addLot(lines, lot)).toEqual({ kind: 'duplicate', code: lot.code });
    expect(addLot([], { ...lot, id: 9, available: { count: 0, weightMct: 0 } })).toMatchObject({ kind: 'empty' });
  });

  it('weighs a count at the lot average until the weight is typed; the whole lot weighs exactly what it holds', () => {
    const line = gemLine(lot);
    expect(withCount(line, '1').carats).toBe('0.033');
    expect(withCount(line, '3').carats).toBe('0.100');
    expect(withCount(line, '4').carats).toBe('');
    const typed = withCarats(withCount(line, '1'), '0.036');
    expect(withCount(typed, '2').carats).toBe('0.036');
  });

  it('prices a line as the sale will: by the carat or by the stone, less its discount, rounded once', () => {
    const byCarat = { ...withCount(gemLine(lot), '2'), unitPriceCents: 150_000, discountCents: 500 };
    // 0.067 ct × $1,500.00 = $100.50, less $5.00.
    expect(linePriceOf(byCarat)).toEqual({ priceCents: 10_050, amountCents: 9_550 });
    expect(linePriceOf({ ...byCarat, priceMode: 'per_stone', unitPriceCents: 2_500 })).toEqual({ priceCents: 5_000, amountCents: 4_500 });
    expect(linePriceOf({ ...byCarat, count: '' })).toBeNull();
    expect(linePriceOf({ ...byCarat, unitPriceCents: null })).toBeNull();
  });

  it('says on the line when it asks more than the lot has free', () => {
    expect(overLot(withCount(gemLine(lot), '3'))).toBeNull();
    expect(overLot(withCount(gemLine(lot), '4'))).toBe('count');
    expect(overLot(withCarats(withCount(gemLine(lot), '2'), '0.101'))).toBe('weightMct');
    // A quotation's line does not know the lot's stock.
    expect(overLot(withCount(gemLine({ ...lot, available: null }), '40'))).toBeNull();
  });

  it('asks the price of the lines that read whole, and names which line each sent index is', () => {
    const ready = { ...withCount(gemLine(lot), '2'), unitPriceCents: 150_000 };
    const notYet = gemLine({ ...lot, id: 8, code: 'SL-2026-000008' });
    const draft = { ...emptyGemPosDraft(), branchId: 1, lines: [notYet, ready] };
    expect(gemQuoteRequestOf(draft)).toEqual({
      body: { branchId: 1, customerId: null, lines: [{ kind: 'stone', lotId: 7, count: 2, weightMct: 67, priceMode: 'per_carat', unitPriceCents: 150_000, discountCents: 0 }], discountCents: 0 },
      keys: [ready.key],
    });
    expect(gemQuoteRequestOf({ ...draft, branchId: null })).toBeNull();
    // The server's `lines.0.count` is the first line sent.
    expect(lineErrorsByKey({ 'lines.0.count': 'only 3', discountCents: 'x' }, [ready.key])).toEqual({ [ready.key]: { count: 'only 3' } });
  });

  it('writes a sale the sales contract takes: every line in order, a walk-in without a day to pay by', () => {
    const ready = { ...withCount(gemLine(lot), '3'), unitPriceCents: 150_000 };
    const draft = { ...emptyGemPosDraft(), branchId: 1, lines: [ready], dueDate: '2026-02-01' };
    const body = createSaleBodySchema.parse(gemSaleBodyOf(draft));
    expect(body.lines).toEqual([{ kind: 'stone', lotId: 7, count: 3, weightMct: 100, priceMode: 'per_carat', unitPriceCents: 150_000, discountCents: 0 }]);
    expect(body).toMatchObject({ branchId: 1, customerId: null, dueDate: null, newCustomer: null, sampleInvoiceId: null });
    // A line without its price: the contract names it.
    const missing = createSaleBodySchema.safeParse(gemSaleBodyOf({ ...draft, lines: [withCount(gemLine(lot), '1')] }));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toContain('lines.0.unitPriceCents');
  });
});
