import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { changeWorthCents, rielAsked, tenderValueCents } from '../../../shared/sales/tender';
import { systemActor } from '../../platform/audit';
import { queryRows } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { branches } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { holderIdByCode, materialByCode } from '../materials';
import { seedProductionItems } from '../production';
import { acceptPieces } from '../stock';

/** Riel cash to the note (DESIGN §2) and the till's day close (DESIGN §3.8), through the routes. */
describeOnBothEngines('riel to the note and the day close', (ctx) => {
  let serial = 0;
  const key = () => `till-key-${++serial}-${Math.random()}`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object, headers: Record<string, string> = { 'idempotency-key': key() }) =>
    ctx().request({ method, url: `/api${url}`, cookie, ...(payload ? { payload } : {}), headers });
  const ids = async () => {
    const db = ctx().database.db;
    const branchRows = await db.select().from(branches);
    return { cm: branchRows.find((b) => b.code === 'PP-CM')!.id, tk: branchRows.find((b) => b.code === 'PP-TK')!.id };
  };
  beforeAll(async () => {
    const db = ctx().database.db;
    const { cm } = await ids();
    const safe = (await holderIdByCode(db, 'SAFE'))!;
    const au750 = await materialByCode(db, 'AU750');
    const items = await seedProductionItems(
      db,
      Array.from({ length: 6 }, (_, i) => ({ code: `IT-TILL-${i}`, description: `Till ring ${i}, 18K`, materialId: au750!.id, stage: 'finishing' as const })),
    );
    await inTransaction(db, (tx) =>
      acceptPieces(tx, systemActor, { branchId: cm, sourceHolderId: safe, note: 'test stock', lines: items.map((item, i) => ({ itemId: item.id, grossMg: 3_011 + i * 97, stoneMg: 0, photos: [] })) }),
    );
  });
  const taken = new Set<string>();
  const freePiece = async (cookie: string, branchId: number) => {
    const list = await call('GET', `/stock/pieces?branchId=${branchId}&frozen=false&pageSize=200`, cookie);
    const piece = (list.json().items as { code: string }[]).find((p) => p.code.length > 0 && !taken.has(p.code));
    if (!piece) throw new Error('no piece left');
    taken.add(piece.code);
    return piece;
  };
  const customer = async (cookie: string, name: string) => {
    const res = await call('POST', '/sales/customers', cookie, { name, phone: '012 000 111' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const countRows = async (table: string) => Number((await queryRows<{ n: string }>(ctx().database.db, sql.raw(`SELECT count(*) AS n FROM ${table}`)))[0]!.n);

  it('paying the riel asked in cash settles the invoice, the difference recorded as the payment\'s cash rounding', async () => {
    const cashier = await ctx().signIn('cashier');
    const { cm } = await ids();
    const piece = await freePiece(cashier, cm);
    const customerId = await customer(cashier, 'Sok Rielnote');
    const sold = await call('POST', '/sales/invoices', cashier, { branchId: cm, customerId, lines: [{ kind: 'piece', code: piece.code }], tenders: [] });
    expect(sold.statusCode, sold.body).toBe(201);
    const invoice = sold.json().invoice as { id: number; balanceCents: number; khrPerUsd: number };
    const rate = invoice.khrPerUsd;
    // A first part in dollars, so the rest has cents in it.
    const first = 1_001;
    const paidFirst = await call('POST', '/sales/payments', cashier, { branchId: cm, type: 'payment', allocations: [{ invoiceId: invoice.id, amountCents: first }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: first }] });
    expect(paidFirst.statusCode, paidFirst.body).toBe(201);
    expect(paidFirst.json().payment.cashRoundingCents).toBe(0);
    const balance = invoice.balanceCents - first;
    const asked = rielAsked(balance, rate, 100);
    expect(asked % 100).toBe(0);
    const paid = await call('POST', '/sales/payments', cashier, { branchId: cm, type: 'payment', allocations: [{ invoiceId: invoice.id, amountCents: balance }], tenders: [{ method: 'cash', currency: 'KHR', amountMinor: asked }] });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = paid.json().payment;
    const worth = tenderValueCents({ currency: 'KHR', amountMinor: asked }, rate);
    expect(payment).toMatchObject({ amountCents: balance, cashRoundingCents: balance - worth });
    expect(paid.json().change).toMatchObject({ usdCents: 0, riel: 0 });
    expect(payment.tenders.reduce((s: number, t: { valueCents: number }) => s + t.valueCents, 0) + payment.cashRoundingCents).toBe(payment.amountCents);
    const after = (await call('GET', `/sales/invoices/${invoice.id}`, cashier)).json();
    expect(after).toMatchObject({ balanceCents: 0, paymentState: 'paid' });
    expect(after.payments.at(-1).cashRoundingCents).toBe(balance - worth);
  });

  it('riel cash more than half a note short leaves a balance (refused as short on a payment); riel by KHQR is exact', async () => {
    const cashier = await ctx().signIn('cashier');
    const { cm } = await ids();
    const piece = await freePiece(cashier, cm);
    const customerId = await customer(cashier, 'Sok Short');
    const sold = (await call('POST', '/sales/invoices', cashier, { branchId: cm, customerId, lines: [{ kind: 'piece', code: piece.code }], tenders: [] })).json().invoice;
    const asked = rielAsked(sold.balanceCents, sold.khrPerUsd, 100);
    const short = await call('POST', '/sales/payments', cashier, { branchId: cm, type: 'payment', allocations: [{ invoiceId: sold.id, amountCents: sold.balanceCents }], tenders: [{ method: 'cash', currency: 'KHR', amountMinor: asked - 100 }] });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('tenders');
    // A sale paid in riel by KHQR with the riel asked (rounded) leaves what it is short of, exactly: no rounding.
    const piece2 = await freePiece(cashier, cm);
    const quote = (await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [{ kind: 'piece', code: piece2.code }] })).json();
    // The riel under the exact riel, to the note below: paid by KHQR it is worth its exact cents, the rest stays owed.
    const riel = Math.floor((quote.totalCents * quote.khrPerUsd) / 100 / 100) * 100 - 100;
    const viaKhqr = await call('POST', '/sales/invoices', cashier, { branchId: cm, customerId, lines: [{ kind: 'piece', code: piece2.code }], tenders: [{ method: 'khqr', currency: 'KHR', amountMinor: riel, reference: 'K1' }] });
    expect(viaKhqr.statusCode, viaKhqr.body).toBe(201);
    expect(viaKhqr.json().cashRoundingCents).toBe(0);
    expect(viaKhqr.json().invoice.paidCents).toBe(tenderValueCents({ currency: 'KHR', amountMinor: riel }, quote.khrPerUsd));
    expect(viaKhqr.json().invoice.balanceCents).toBeGreaterThan(0);
  });

  it('change in riel is rounded to the note and its rounding recorded', async () => {
    const cashier = await ctx().signIn('cashier');
    const { cm } = await ids();
    const piece = await freePiece(cashier, cm);
    const quote = (await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [{ kind: 'piece', code: piece.code }] })).json();
    const handed = (Math.floor(quote.totalCents / 100) + 1) * 100 + 37; // a change with 37¢ + under a dollar in riel
    const sold = await call('POST', '/sales/invoices', cashier, { branchId: cm, lines: [{ kind: 'piece', code: piece.code }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: handed }] });
    expect(sold.statusCode, sold.body).toBe(201);
    const change = sold.json().change;
    expect(change.riel % 100).toBe(0);
    const payment = (await call('GET', `/sales/payments/${sold.json().paymentId}`, cashier)).json();
    expect(payment.amountCents).toBe(quote.totalCents);
    expect(payment.cashRoundingCents).toBe(quote.totalCents - handed + changeWorthCents(change, quote.khrPerUsd));
    expect(sold.json().cashRoundingCents).toBe(payment.cashRoundingCents);
    expect(payment.tenders.filter((t: { isChange: boolean }) => t.isChange).map((t: { currency: string; amountMinor: number }) => [t.currency, t.amountMinor])).toEqual(
      [change.usdCents > 0 ? ['USD', -change.usdCents] : null, change.riel > 0 ? ['KHR', -change.riel] : null].filter(Boolean),
    );
  });

  it('the note size is the shop\'s setting; a refund in riel cash goes to the note too', async () => {
    const owner = await ctx().signIn('owner');
    const { cm } = await ids();
    const set = await call('PUT', '/platform/settings/sales.rielNote', owner, { value: 500 });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('PUT', '/platform/settings/sales.rielNote', owner, { value: 0 })).statusCode).toBe(400);
    try {
      const piece = await freePiece(owner, cm);
      const customerId = await customer(owner, 'Sok Fivehundred');
      const sold = (await call('POST', '/sales/invoices', owner, { branchId: cm, customerId, lines: [{ kind: 'piece', code: piece.code }], tenders: [] })).json().invoice;
      const asked = rielAsked(sold.balanceCents, sold.khrPerUsd, 500);
      expect(asked % 500).toBe(0);
      const paid = await call('POST', '/sales/payments', owner, { branchId: cm, type: 'payment', allocations: [{ invoiceId: sold.id, amountCents: sold.balanceCents }], tenders: [{ method: 'cash', currency: 'KHR', amountMinor: asked }] });
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json().payment.amountCents).toBe(sold.balanceCents);
      // A refund of $10.13 in riel cash: the riel to the 500 note settles it; the rounding carries the refund's sign.
      const refundCents = 1_013;
      const refundRiel = rielAsked(refundCents, sold.khrPerUsd, 500);
      const refund = await call('POST', '/sales/payments', owner, { branchId: cm, type: 'refund', allocations: [{ invoiceId: sold.id, amountCents: refundCents }], tenders: [{ method: 'cash', currency: 'KHR', amountMinor: refundRiel }] });
      expect(refund.statusCode, refund.body).toBe(201);
      const worth = tenderValueCents({ currency: 'KHR', amountMinor: refundRiel }, sold.khrPerUsd);
      expect(refund.json().payment).toMatchObject({ amountCents: -refundCents, cashRoundingCents: -(refundCents - worth) });
      const after = (await call('GET', `/sales/invoices/${sold.id}`, owner)).json();
      expect(after.balanceCents).toBe(refundCents);
    } finally {
      await call('PUT', '/platform/settings/sales.rielNote', owner, { value: 100 });
    }
  });

  it('a close and payments at the same instant: each payment is either in the close\'s expected cash or refused, never lost', async () => {
    const owner = await ctx().signIn('owner');
    const { tk } = await ids();
    const till = (await call('POST', '/sales/tills', owner, { branchId: tk, floats: [{ currency: 'USD', amountMinor: 1_000 }] })).json();
    const base = till.lines.find((l: { method: string; currency: string }) => l.method === 'cash' && l.currency === 'USD').expectedMinor as number;
    const cashEntriesBefore = (await call('GET', `/sales/statement-by-day?day=${till.day}&branchId=${tk}`, owner)).json().entries.filter((e: { method: string; currency: string }) => e.method === 'cash' && e.currency === 'USD').length as number;
    const customerId = await customer(owner, 'Race Depositor');
    const deposit = () => call('POST', '/sales/payments', owner, { branchId: tk, customerId, type: 'deposit', tenders: [{ method: 'cash', currency: 'USD', amountMinor: 700 }] });
    // Every line the day has (whatever else the demo took at this branch today), counted at what it expects.
    const counts = till.lines.map((l: { method: string; currency: string; expectedMinor: number }) => ({ method: l.method, currency: l.currency, countedMinor: l.expectedMinor }));
    const results = await Promise.all([deposit(), deposit(), call('POST', `/sales/tills/${till.id}/close`, owner, { counts }), deposit(), deposit()]);
    const closed = results[2]!;
    const payments = [results[0]!, results[1]!, results[3]!, results[4]!];
    expect(closed.statusCode, closed.body).toBe(200);
    for (const p of payments) expect([201, 409]).toContain(p.statusCode);
    const taken = payments.filter((p) => p.statusCode === 201).length;
    const usd = closed.json().lines.find((l: { method: string; currency: string }) => l.method === 'cash' && l.currency === 'USD');
    expect(usd.expectedMinor).toBe(base + 700 * taken);
    const statement = (await call('GET', `/sales/statement-by-day?day=${till.day}&branchId=${tk}`, owner)).json();
    expect(statement.entries.filter((e: { method: string; currency: string }) => e.method === 'cash' && e.currency === 'USD').length).toBe(cashEntriesBefore + taken);
  });

  it('bad input opening a till: a float not in whole minor units, a negative float, a day to come; each 400 naming the field, nothing written', async () => {
    const cashier = await ctx().signIn('cashier');
    const { cm, tk } = await ids();
    const before = await countRows('till_days');
    for (const [body, field] of [
      [{ branchId: cm, floats: [{ currency: 'USD', amountMinor: 10.5 }] }, 'floats.0.amountMinor'],
      [{ branchId: cm, floats: [{ currency: 'KHR', amountMinor: -100 }] }, 'floats.0.amountMinor'],
      [{ branchId: cm, day: '2999-01-01' }, 'day'],
      [{ branchId: cm, floats: [{ currency: 'USD', amountMinor: 1 }, { currency: 'USD', amountMinor: 2 }] }, 'floats.1.currency'],
    ] as const) {
      const res = await call('POST', '/sales/tills', cashier, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toHaveProperty([field]);
    }
    // A cashier opens their own branch's till only.
    expect((await call('POST', '/sales/tills', cashier, { branchId: tk })).statusCode).toBe(403);
    expect(await countRows('till_days')).toBe(before);
  });

  it('the day close: open with a float, a cash sale, a cash out, close with a counted difference, sign off; the statement shows it; a payment into the closed day is refused and writes nothing', async () => {
    const cashier = await ctx().signIn('cashier');
    const manager = await ctx().signIn('manager');
    const { cm } = await ids();
    const opened = await call('POST', '/sales/tills', cashier, { branchId: cm, floats: [{ currency: 'USD', amountMinor: 10_000 }, { currency: 'KHR', amountMinor: 200_000 }] });
    expect(opened.statusCode, opened.body).toBe(201);
    const till = opened.json();
    expect(till.floats).toEqual([{ currency: 'USD', amountMinor: 10_000 }, { currency: 'KHR', amountMinor: 200_000 }]);
    const day = till.day as string;
    expect((await call('POST', '/sales/tills', cashier, { branchId: cm })).statusCode).toBe(409);
    // Signing before the close: 409.
    expect((await call('POST', `/sales/tills/${till.id}/sign`, manager, {})).statusCode).toBe(409);

    const moved = await call('POST', `/sales/tills/${till.id}/cash-moves`, cashier, { direction: 'out', currency: 'USD', amountMinor: 2_500, reason: 'Lunch for the workshop' });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((await call('POST', `/sales/tills/${till.id}/cash-moves`, cashier, { direction: 'out', currency: 'USD', amountMinor: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await call('POST', `/sales/tills/${till.id}/cash-moves`, cashier, { direction: 'out', currency: 'USD', amountMinor: 100, reason: '' })).statusCode).toBe(400);

    const piece = await freePiece(cashier, cm);
    const quote = (await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [{ kind: 'piece', code: piece.code }] })).json();
    const sold = await call('POST', '/sales/invoices', cashier, { branchId: cm, lines: [{ kind: 'piece', code: piece.code }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: quote.totalCents }] });
    expect(sold.statusCode, sold.body).toBe(201);

    const statement = (await call('GET', `/sales/statement-by-day?day=${day}&branchId=${cm}`, cashier)).json();
    const usdCash = statement.till.lines.find((l: { method: string; currency: string }) => l.method === 'cash' && l.currency === 'USD');
    const dayUsdCash = statement.entries
      .filter((e: { method: string; currency: string }) => e.method === 'cash' && e.currency === 'USD')
      .reduce((s: number, e: { amountMinor: number }) => s + e.amountMinor, 0);
    expect(usdCash).toMatchObject({ expectedMinor: 10_000 + dayUsdCash - 2_500, countedMinor: null });
    expect(statement.gold.length).toBeGreaterThan(0);
    expect(statement.gold.every((g: { soldMg: number }) => g.soldMg >= 0)).toBe(true);

    const counts = statement.till.lines.map((l: { method: string; currency: string; expectedMinor: number }) => ({
      method: l.method,
      currency: l.currency,
      countedMinor: l.method === 'cash' && l.currency === 'USD' ? l.expectedMinor - 500 : l.expectedMinor,
    }));
    // A count missing, and a count in part of a cent: 400; a manager cannot close (not a till role), a cashier cannot sign.
    expect((await call('POST', `/sales/tills/${till.id}/close`, cashier, { counts: counts.slice(1) })).json().error.fields).toHaveProperty('counts');
    expect((await call('POST', `/sales/tills/${till.id}/close`, cashier, { counts: [{ ...counts[0], countedMinor: 1.25 }, ...counts.slice(1)] })).json().error.fields).toHaveProperty(['counts.0.countedMinor']);
    expect((await call('POST', `/sales/tills/${till.id}/close`, manager, { counts })).statusCode).toBe(403);
    const closed = await call('POST', `/sales/tills/${till.id}/close`, cashier, { counts });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().lines.find((l: { method: string; currency: string }) => l.method === 'cash' && l.currency === 'USD')).toMatchObject({ differenceMinor: -500, countedMinor: usdCash.expectedMinor - 500 });
    expect(closed.json().closedBy).toBe('cashier');
    const twice = await call('POST', `/sales/tills/${till.id}/close`, cashier, { counts });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toHaveProperty('counts');

    // The closed day takes no money: a sale's tenders, a payment, a refund: 409, nothing written.
    const [payments, tenders, invoicesBefore] = [await countRows('payments'), await countRows('payment_tenders'), await countRows('invoices')];
    const piece2 = await freePiece(cashier, cm);
    const refusedSale = await call('POST', '/sales/invoices', cashier, { branchId: cm, lines: [{ kind: 'piece', code: piece2.code }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: 1_000_000 }] });
    expect(refusedSale.statusCode).toBe(409);
    expect(refusedSale.json().error.code).toBe('sales.till.closed');
    const refusedPayment = await call('POST', '/sales/payments', cashier, { branchId: cm, customerId: await customer(cashier, 'Late Payer'), type: 'deposit', tenders: [{ method: 'cash', currency: 'USD', amountMinor: 100 }] });
    expect(refusedPayment.statusCode).toBe(409);
    expect(await countRows('payments')).toBe(payments);
    expect(await countRows('payment_tenders')).toBe(tenders);
    expect(await countRows('invoices')).toBe(invoicesBefore);
    expect((await call('POST', `/sales/tills/${till.id}/cash-moves`, cashier, { direction: 'in', currency: 'USD', amountMinor: 100, reason: 'late' })).statusCode).toBe(409);

    // A cashier cannot sign off; the manager does, once.
    expect((await call('POST', `/sales/tills/${till.id}/sign`, cashier, {})).statusCode).toBe(403);
    const signed = await call('POST', `/sales/tills/${till.id}/sign`, manager, {});
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().signedBy).toBe('manager');
    expect((await call('POST', `/sales/tills/${till.id}/sign`, manager, {})).statusCode).toBe(409);
    const finalStatement = (await call('GET', `/sales/statement-by-day?day=${day}&branchId=${cm}`, manager)).json();
    expect(finalStatement.till).toMatchObject({ closedBy: 'cashier', signedBy: 'manager' });
    expect(finalStatement.till.cashMoves).toMatchObject([{ currency: 'USD', amountMinor: -2_500, reason: 'Lunch for the workshop' }]);
    const csv = await ctx().request({ method: 'GET', url: `/api/sales/statement-by-day/export?day=${day}&branchId=${cm}&format=csv&locale=en`, cookie: manager });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Cash rounding');
    expect(csv.body).toContain('Lunch for the workshop');
    expect(csv.body).toContain('-5.00'); // the counted difference, in dollars
    const xlsx = await ctx().request({ method: 'GET', url: `/api/sales/statement-by-day/export?day=${day}&branchId=${cm}&format=xlsx`, cookie: manager });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const audit = await queryRows<{ action: string }>(ctx().database.db, sql`SELECT action FROM audit_log WHERE entity = 'tillDay' AND entity_id = ${String(till.id)} ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(['sales.till.open', 'sales.till.cashMove', 'sales.till.close', 'sales.till.sign']);
  });
});
