import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Invoice } from '../../../shared/contracts/sales/invoice';
import type { StoneLotDetail } from '../../../shared/contracts/stones/stone-lots';
import { branches } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';

describeOnBothEngines('the gem POS: stones sold by count or by carat on Sales invoices, quoted, voided', (ctx) => {
  let serial = 0;
  const key = () => ({ 'idempotency-key': `gem-pos-${++serial}-${Math.random()}` });
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().request({ method, url: `/api${url}`, cookie, headers, ...(payload ? { payload } : {}) });
  const branchId = async (code: string) => (await ctx().database.db.select().from(branches).where(eq(branches.code, code)))[0]!.id;
  const lotOf = async (cookie: string, id: number) => (await call('GET', `/stones/lots/${id}`, cookie)).json() as StoneLotDetail;
  const receiveAt = async (code: string, count: number, weightMct: number) => {
    const manager = await ctx().signIn('manager');
    const res = await call('POST', '/stones/lots', manager, { stoneType: 'Diamond', shape: 'round', sizeCmm: 150, colour: 'G', quality: 'VS', count, weightMct, branchId: await branchId(code) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as StoneLotDetail;
  };
  const stoneLine = (lotId: number, fields: Record<string, unknown> = {}) => ({ kind: 'stone', lotId, count: 10, weightMct: 152, priceMode: 'per_carat', unitPriceCents: 90_000, ...fields });

  it('quotes stones per carat and per stone, rounded once to the cent, without moving any', async () => {
    const cashier = await ctx().signIn('cashier');
    const cm = await branchId('PP-CM');
    const lot = await receiveAt('PP-CM', 30, 450);
    const quote = await call('POST', '/sales/quote', cashier, {
      branchId: cm,
      lines: [stoneLine(lot.id), stoneLine(lot.id, { count: 5, weightMct: 77, priceMode: 'per_stone', unitPriceCents: 2_500, discountCents: 500 }), stoneLine(lot.id, { count: 1, weightMct: 1, unitPriceCents: 500 })],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const lines = quote.json().lines as Invoice['lines'];
    // 0.152 ct × $900.00 = $136.80; 5 × $25.00 − $5.00; 0.001 ct × $5.00 = 0.5 ¢ → 1 ¢.
    expect(lines.map((l) => [l.kind, l.code, l.stonesCents, l.discountCents, l.amountCents, l.materialId, l.metalMg])).toEqual([
      ['stone', lot.code, 13_680, 0, 13_680, null, 0],
      ['stone', lot.code, 12_500, 500, 12_000, null, 0],
      ['stone', lot.code, 1, 0, 1, null, 0],
    ]);
    expect(lines[0]!.stone).toMatchObject({ lotId: lot.id, stoneType: 'Diamond', shape: 'round', sizeCmm: 150, count: 10, weightMct: 152, priceMode: 'per_carat', unitPriceCents: 90_000 });
    expect(lines[0]!.description).toBe('Diamond · round · 1.50 mm · G VS');
    expect(quote.json().totalCents).toBe(25_681);
    expect((await lotOf(cashier, lot.id)).available).toEqual({ count: 30, weightMct: 450 });
  });

  it('refuses more stones than the lot has (all its lines together), a lot at another branch, a discount over the price, selling nothing', async () => {
    const cashier = await ctx().signIn('cashier');
    const cm = await branchId('PP-CM');
    const lot = await receiveAt('PP-CM', 12, 180);
    const workshopLot = await receiveAt('WS', 12, 180);
    const sell = (lines: object[]) => call('POST', '/sales/invoices', cashier, { branchId: cm, lines, tenders: [{ method: 'cash', currency: 'USD', amountMinor: 10_000_000 }] }, key());
    const before = (await call('GET', '/sales/invoices?pageSize=1', cashier)).json().total;
    const tooMany = await sell([stoneLine(lot.id, { count: 8, weightMct: 120 }), stoneLine(lot.id, { count: 5, weightMct: 50 })]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ 'lines.1.count': 'Only 12 stones are left' });
    const lastStones = await sell([stoneLine(lot.id, { count: 12, weightMct: 179 })]);
    expect(lastStones.json().error.fields).toEqual({ 'lines.0.weightMct': 'The last 12 stones take all the 0.180\u00a0ct left' });
    const elsewhere = await sell([stoneLine(workshopLot.id, { count: 1, weightMct: 15 })]);
    expect(elsewhere.json().error.fields).toEqual({ 'lines.0.lotId': 'This lot is at another branch' });
    const unknown = await sell([stoneLine(999_999)]);
    expect(unknown.json().error.fields).toEqual({ 'lines.0.lotId': 'No such stone lot' });
    const discount = await sell([stoneLine(lot.id, { count: 1, weightMct: 15, priceMode: 'per_stone', unitPriceCents: 1_000, discountCents: 1_001 })]);
    expect(discount.json().error.fields).toEqual({ 'lines.0.discountCents': 'Cannot be bigger than the price of the line' });
    expect((await call('GET', '/sales/invoices?pageSize=1', cashier)).json().total).toBe(before);
    expect((await lotOf(cashier, lot.id)).movements).toHaveLength(1);
  });

  it('sells stones by carat and by the stone on one invoice, takes them from the lot, and a void gives them back', async () => {
    const cashier = await ctx().signIn('cashier');
    const owner = await ctx().signIn('owner');
    const cm = await branchId('PP-CM');
    const lot = await receiveAt('PP-CM', 40, 600);
    const sale = await call(
      'POST',
      '/sales/invoices',
      cashier,
      { branchId: cm, newCustomer: { name: 'Gem buyer', phone: '012 000 111' }, lines: [stoneLine(lot.id), stoneLine(lot.id, { count: 2, weightMct: 31, priceMode: 'per_stone', unitPriceCents: 4_000 })] },
      key(),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const invoice = sale.json().invoice as Invoice;
    expect(invoice.totalCents).toBe(13_680 + 8_000);
    expect(invoice.lines.map((l) => [l.lineNo, l.kind, l.stone?.count, l.stone?.weightMct])).toEqual([
      [1, 'stone', 10, 152],
      [2, 'stone', 2, 31],
    ]);
    expect((await call('GET', `/sales/invoices/${invoice.id}`, cashier)).json().lines).toEqual(invoice.lines);
    const sold = await lotOf(cashier, lot.id);
    expect(sold).toMatchObject({ available: { count: 28, weightMct: 417 }, sold: { count: 12, weightMct: 183 } });
    expect(sold.movements.filter((m) => m.kind === 'sell').map((m) => m.document)).toEqual([
      { type: 'invoice', id: invoice.id, number: invoice.number },
      { type: 'invoice', id: invoice.id, number: invoice.number },
    ]);

    const voided = await call('POST', `/sales/invoices/${invoice.id}/void`, owner, { reason: 'wrong lot' }, key());
    expect(voided.statusCode, voided.body).toBe(200);
    const back = await lotOf(cashier, lot.id);
    expect(back).toMatchObject({ available: { count: 40, weightMct: 600 }, sold: { count: 0, weightMct: 0 } });
    expect(back.movements.filter((m) => m.kind === 'sale_void')).toHaveLength(2);
  });

  it('quotes stones on a sample invoice (/sample_invoice_stone): nothing moves', async () => {
    const cashier = await ctx().signIn('cashier');
    const cm = await branchId('PP-CM');
    const lot = await receiveAt('PP-CM', 20, 300);
    const res = await call('POST', '/sales/sample-invoices', cashier, { branchId: cm, customerName: 'Sokha', validUntil: '2099-01-31', lines: [stoneLine(lot.id, { count: 6, weightMct: 90 })] });
    expect(res.statusCode, res.body).toBe(201);
    const sample = res.json();
    expect(sample.lines).toMatchObject([{ kind: 'stone', code: lot.code, amountCents: 8_100, stone: { count: 6, weightMct: 90, priceMode: 'per_carat' } }]);
    expect((await call('GET', `/sales/sample-invoices/${sample.id}`, cashier)).json().lines[0].stone).toMatchObject({ lotId: lot.id });
    expect((await lotOf(cashier, lot.id)).available).toEqual({ count: 20, weightMct: 300 });
  });

  it('sells the last stones of a lot once when two cashiers sell them at the same instant', async () => {
    const cashier = await ctx().signIn('cashier');
    const cm = await branchId('PP-CM');
    const lot = await receiveAt('PP-CM', 30, 450);
    const sell = () =>
      call('POST', '/sales/invoices', cashier, { branchId: cm, lines: [stoneLine(lot.id, { count: 20, weightMct: 300 })], tenders: [{ method: 'cash', currency: 'USD', amountMinor: 100_000 }] }, key());
    const results = await Promise.all([sell(), sell()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().error.fields).toEqual({ 'lines.0.count': 'Only 10 stones are left' });
    expect((await lotOf(cashier, lot.id)).available).toEqual({ count: 10, weightMct: 150 });
  });
});
