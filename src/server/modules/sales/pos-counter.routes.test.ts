import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import { inTransaction } from '../../platform/db/transaction';
import { branches } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { acceptPieces } from '../stock';
import { invoiceLines, invoices } from './sales.tables';
import { holderByCode, materialByCode } from '../materials';
import { seedProductionItems } from '../production';

/**
 * The scanner-first counter (issue 19): a scanned code checked before it joins the cart, a quote that prices
 * the good lines when one is bad, and the rate direction on a line (a cashier may only raise a piece's ask;
 * the owner either way; a change needs its reason, kept on the line).
 */
describeOnBothEngines('the POS: scanned codes, a quote with a bad line, a line\'s rate changed', (ctx) => {
  let serial = 0;
  const key = () => `pos-counter-${++serial}-${Math.random()}`;
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().request({ method, url: `/api${url}`, cookie, ...(payload ? { payload } : {}), headers });
  const codes: Record<'cm' | 'tk', string[]> = { cm: [], tk: [] };
  let cm = 0;
  let tk = 0;

  // Six finished 18K rings at each of two shops, for this file alone.
  beforeAll(async () => {
    const db = ctx().database.db;
    const branchRows = await db.select().from(branches);
    cm = branchRows.find((b) => b.code === 'PP-CM')!.id;
    tk = branchRows.find((b) => b.code === 'PP-TK')!.id;
    const safe = await holderByCode(db, 'SAFE');
    const au750 = await materialByCode(db, 'AU750');
    for (const [branchId, shop] of [[cm, 'cm'], [tk, 'tk']] as const) {
      const items = await seedProductionItems(db, Array.from({ length: 6 }, (_, i) => ({ code: `IT-POS-${shop.toUpperCase()}-${i}`, description: `Scan ring ${i}, 18K`, materialId: au750!.id, stage: 'finishing' as const })));
      await inTransaction(db, (tx) =>
        acceptPieces(tx, systemActor, { branchId, sourceHolderId: safe!.id, note: 'pos test stock', lines: items.map((item, i) => ({ itemId: item.id, grossMg: 4_000 + i * 37, stoneMg: 0, photos: [] })) }),
      );
      const list = await call('GET', `/stock/pieces?branchId=${branchId}&pageSize=200&search=${encodeURIComponent('Scan ring')}`, await ctx().signIn('manager'));
      codes[shop] = (list.json().items as { code: string }[]).map((p) => p.code);
      expect(codes[shop]).toHaveLength(6);
    }
  });

  const invoiceCount = async () => (await ctx().database.db.select({ n: sql<number>`count(*)::int` }).from(invoices))[0]!.n;
  const pieceState = async (code: string, cookie: string) => (await call('GET', `/stock/pieces/by-code/${code}`, cookie)).json().state as string;

  it('checks a scanned code at a branch: saleable, or why not (unknown, sold, frozen, another branch) in the caller\'s language', async () => {
    const cashier = await ctx().signIn('cashier');
    const manager = await ctx().signIn('manager');
    const [good, toSell, toFreeze] = codes.cm as [string, string, string];
    const ok = await call('GET', `/sales/pos/piece?branchId=${cm}&code=${good.toLowerCase()}`, cashier);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ code: good, saleable: true, refusal: null, message: null, piece: { code: good, branchCode: 'PP-CM', materialCode: 'AU750' } });

    const unknown = await call('GET', `/sales/pos/piece?branchId=${cm}&code=NO-SUCH-9`, cashier, undefined, { 'accept-language': 'en' });
    expect(unknown.json()).toMatchObject({ saleable: false, refusal: 'unknown', message: 'No piece has this code', piece: null });
    const unknownKh = await call('GET', `/sales/pos/piece?branchId=${cm}&code=NO-SUCH-9`, cashier, undefined, { 'accept-language': 'km' });
    expect(unknownKh.json().message).toBe('គ្មានគ្រឿងណាមានកូដនេះទេ');

    const sold = await call('POST', '/sales/invoices', cashier, { branchId: cm, lines: [{ kind: 'piece', code: toSell }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: 100_000_00 }] }, { 'idempotency-key': key() });
    expect(sold.statusCode, sold.body).toBe(201);
    expect((await call('GET', `/sales/pos/piece?branchId=${cm}&code=${toSell}`, cashier, undefined, { 'accept-language': 'en' })).json()).toMatchObject({ saleable: false, refusal: 'sold', message: 'This piece is already sold' });

    const piece = (await call('GET', `/stock/pieces/by-code/${toFreeze}`, manager)).json();
    expect((await call('POST', `/stock/pieces/${piece.id}/freeze`, manager, { frozen: true })).statusCode).toBe(200);
    expect((await call('GET', `/sales/pos/piece?branchId=${cm}&code=${toFreeze}`, cashier, undefined, { 'accept-language': 'en' })).json()).toMatchObject({ saleable: false, refusal: 'frozen', message: 'This piece is frozen: it cannot be sold' });

    const elsewhere = await call('GET', `/sales/pos/piece?branchId=${cm}&code=${codes.tk[0]}`, cashier, undefined, { 'accept-language': 'en' });
    expect(elsewhere.json()).toMatchObject({ saleable: false, refusal: 'otherBranch', message: 'This piece is in another branch', piece: { branchCode: 'PP-TK' } });

    // A code no piece could have, or no branch: named in the caller's language.
    const bad = await call('GET', `/sales/pos/piece?branchId=${cm}&code=${encodeURIComponent('A B')}`, cashier, undefined, { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['code']);
    expect((await call('GET', `/sales/pos/piece?code=${good}`, cashier)).statusCode).toBe(400);
    // The bench has no business at the counter.
    expect((await call('GET', `/sales/pos/piece?branchId=${cm}&code=${good}`, await ctx().signIn('jeweller1'))).statusCode).toBe(403);
  });

  it('a quote with a bad line prices the others and names the bad one; the sale refuses it, 400 on its line, nothing sold', async () => {
    const cashier = await ctx().signIn('cashier');
    const good = codes.cm[3]!;
    const alone = await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [{ kind: 'piece', code: good }] });
    expect(alone.statusCode, alone.body).toBe(200);
    const lines = [
      { kind: 'piece', code: 'NO-SUCH-9' },
      { kind: 'piece', code: good },
      { kind: 'piece', code: codes.tk[1]! },
    ];
    const quote = await call('POST', '/sales/quote', cashier, { branchId: cm, lines }, { 'accept-language': 'en' });
    expect(quote.statusCode, quote.body).toBe(200);
    const body = quote.json();
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({ lineNo: 2, code: good, amountCents: alone.json().lines[0].amountCents });
    expect(body.totalCents).toBe(alone.json().totalCents);
    expect(body.lineProblems).toEqual({ 'lines.0.code': 'No piece has this code', 'lines.2.code': 'This piece is in another branch' });

    const before = await invoiceCount();
    const sale = await call('POST', '/sales/invoices', cashier, { branchId: cm, lines, tenders: [{ method: 'cash', currency: 'USD', amountMinor: 100_000_00 }] }, { 'idempotency-key': key(), 'accept-language': 'en' });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().error.fields).toMatchObject({ 'lines.0.code': 'No piece has this code', 'lines.2.code': 'This piece is in another branch' });
    expect(await invoiceCount()).toBe(before);
    expect(await pieceState(good, cashier)).toBe('in_stock');

    // Every line bad: an empty price, each line named.
    const none = await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [lines[0]], discountCents: 500 });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ lines: [], totalCents: 0 });
    expect(Object.keys(none.json().lineProblems)).toEqual(['lines.0.code']);
  });

  it('a cashier raises a piece\'s rate with a reason, never lowers it; the owner may; the line keeps the rate in force and the reason', async () => {
    const cashier = await ctx().signIn('cashier');
    const owner = await ctx().signIn('owner');
    const [raised, lowered] = [codes.cm[4]!, codes.cm[5]!];
    const quoted = (await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [{ kind: 'piece', code: raised }] })).json();
    const inForce = quoted.lines[0].rateCentsPerChi as number;
    const pay = [{ method: 'cash', currency: 'USD', amountMinor: 100_000_00 }];
    const before = await invoiceCount();

    // Lowered by the cashier: 403 on the line's rate; nothing sold.
    const low = { kind: 'piece', code: lowered, rateCentsPerChi: inForce - 1_000, rateChangeReason: 'good customer' };
    const refused = await call('POST', '/sales/invoices', cashier, { branchId: cm, lines: [low], tenders: pay }, { 'idempotency-key': key(), 'accept-language': 'en' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.fields).toEqual({ 'lines.0.rateCentsPerChi': "A cashier may only raise a piece's rate: only the owner lowers it" });
    // Raised without a reason: 400 on the reason.
    const noReason = await call('POST', '/sales/invoices', cashier, { branchId: cm, lines: [{ kind: 'piece', code: raised, rateCentsPerChi: inForce + 500 }], tenders: pay }, { 'idempotency-key': key(), 'accept-language': 'en' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ 'lines.0.rateChangeReason': 'Say why the rate is changed' });
    expect(await invoiceCount()).toBe(before);
    for (const code of [raised, lowered]) expect(await pieceState(code, cashier)).toBe('in_stock');

    // The quote shows the cashier's lowering on its line, and prices the raise.
    const up = { kind: 'piece', code: raised, rateCentsPerChi: inForce + 500, rateChangeReason: 'rate rose at 10:00' };
    const quote = (await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [low, up] }, { 'accept-language': 'en' })).json();
    expect(quote.lineProblems).toEqual({ 'lines.0.rateCentsPerChi': "A cashier may only raise a piece's rate: only the owner lowers it" });
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ lineNo: 2, rateCentsPerChi: inForce + 500, rateInForceCentsPerChi: inForce, rateChangeReason: 'rate rose at 10:00' });
    expect(quote.lines[0].metalCents).toBeGreaterThan(quoted.lines[0].metalCents);

    // Raised by the cashier: sold at the raised rate, the line keeps the rate in force and the reason.
    const sold = await call('POST', '/sales/invoices', cashier, { branchId: cm, lines: [up], tenders: pay }, { 'idempotency-key': key() });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().invoice.lines[0]).toMatchObject({ rateCentsPerChi: inForce + 500, rateInForceCentsPerChi: inForce, rateChangeReason: 'rate rose at 10:00' });
    // Lowered by the owner: allowed, with its reason.
    const byOwner = await call('POST', '/sales/invoices', owner, { branchId: cm, lines: [low], tenders: pay }, { 'idempotency-key': key() });
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    const invoiceId = byOwner.json().invoice.id as number;
    const [row] = await ctx().database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    expect(row).toMatchObject({ rateCentsPerChi: inForce - 1_000, rateInForceCentsPerChi: inForce, rateChangeReason: 'good customer' });
    // A line at the rate in force records no change.
    const plain = (await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [{ kind: 'piece', code: codes.cm[0]!, rateCentsPerChi: inForce }] })).json();
    expect(plain.lines[0]).toMatchObject({ rateCentsPerChi: inForce, rateInForceCentsPerChi: null, rateChangeReason: '' });
  });
  it('a cashier may lower old gold\'s bid on its line, never raise it; the owner may; the line keeps the bid in force and the reason', async () => {
    const cashier = await ctx().signIn('cashier');
    const owner = await ctx().signIn('owner');
    const db = ctx().database.db;
    const au750 = await materialByCode(db, 'AU750');
    const piece = { kind: 'piece', code: codes.cm[0]! };
    const gold = { kind: 'old_gold', materialId: au750!.id, weightMg: 2_000, description: 'old ring' };
    const quoted = (await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [piece, gold] })).json();
    const bid = quoted.lines[1].rateCentsPerChi as number;
    const pay = [{ method: 'cash', currency: 'USD', amountMinor: 100_000_00 }];
    const before = await invoiceCount();

    const raised = { ...gold, rateCentsPerChi: bid + 1_000, rateChangeReason: 'regular customer' };
    const refused = await call('POST', '/sales/invoices', cashier, { branchId: cm, lines: [piece, raised], tenders: pay }, { 'idempotency-key': key(), 'accept-language': 'en' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error.fields).toEqual({ 'lines.1.rateCentsPerChi': 'A cashier may only lower the rate paid for old gold: only the owner raises it' });
    expect(await invoiceCount()).toBe(before);
    expect(await pieceState(piece.code, cashier)).toBe('in_stock');

    // Lowered by the cashier: priced lower, kept with its reason.
    const lowered = { ...gold, rateCentsPerChi: bid - 1_000, rateChangeReason: 'soldered, worn' };
    const quote = (await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [piece, lowered] })).json();
    expect(quote.lines[1]).toMatchObject({ rateCentsPerChi: bid - 1_000, rateInForceCentsPerChi: bid, rateChangeReason: 'soldered, worn' });
    expect(quote.lines[1].amountCents).toBeGreaterThan(quoted.lines[1].amountCents);

    // Raised by the owner: sold, the line keeps the bid in force and the reason.
    const sold = await call('POST', '/sales/invoices', owner, { branchId: cm, lines: [piece, raised], tenders: pay }, { 'idempotency-key': key() });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().invoice.lines[1]).toMatchObject({ kind: 'old_gold', rateCentsPerChi: bid + 1_000, rateInForceCentsPerChi: bid, rateChangeReason: 'regular customer' });
  });
  it('a quotation follows the same rule: the cashier may not quote below the ask, the owner may, the line keeping the rate in force and why', async () => {
    const cashier = await ctx().signIn('cashier');
    const owner = await ctx().signIn('owner');
    const code = codes.cm[3]!;
    const inForce = (await call('POST', '/sales/quote', cashier, { branchId: cm, lines: [{ kind: 'piece', code }] })).json().lines[0].rateCentsPerChi as number;
    const body = { branchId: cm, validUntil: '2099-01-31', lines: [{ kind: 'piece', code, rateCentsPerChi: inForce - 500, rateChangeReason: 'wholesale order' }] };
    const refused = await call('POST', '/sales/sample-invoices', cashier, body, { 'idempotency-key': key(), 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({ 'lines.0.rateCentsPerChi': "A cashier may only raise a piece's rate: only the owner lowers it" });
    const quoted = await call('POST', '/sales/sample-invoices', owner, body, { 'idempotency-key': key() });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().lines[0]).toMatchObject({ rateCentsPerChi: inForce - 500, rateInForceCentsPerChi: inForce, rateChangeReason: 'wholesale order' });
  });
});
