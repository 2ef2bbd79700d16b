import { mkdirSync, writeFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { priceOldGold } from '../../../shared/sales/old-gold';
import { branches } from '../../platform/platform.tables';
import { queryRows } from '../../platform/db/database';
import { storedPhotoFile, storedPhotoHash } from '../../platform/uploads/uploads.service';
import { describeOnBothEngines } from '../../testing/test-app';
import { postingsOfDocument } from '../../ledger';
import { balance } from '../../ledger';
import { holderById, holdersOfBranch, materialByCode, oldGoldTerms } from '../materials';

/**
 * Old gold bought right (DESIGN §3.8, issue 19): priced on its fine weight (gross × tested purity, less the
 * melting deduction) at the base metal's bid, its gross metal posted from OUTSIDE into the branch's old-gold
 * holder (never the counter's saleable metal), the purchase voucher, and the seller's identity above the
 * owner's threshold.
 */
describeOnBothEngines('old gold bought back', (ctx) => {
  let serial = 0;
  const key = () => `old-gold-${++serial}-${Math.random()}`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    ctx().request({ method, url: `/api${url}`, cookie, ...(payload ? { payload } : {}), headers: method === 'POST' ? { 'idempotency-key': key() } : {} });
  const ids = { cm: 0, counter: 0, oldGold: 0, au750: 0, baseBid: 0 };
  const photo = (n: number) => `/uploads/${n.toString(16).padStart(64, '0')}.webp`;
  const seller = { name: 'Sok Dara', phone: '012 999 888', idType: 'national_id', idNumber: '010203040', idPhotos: [photo(1)], itemPhotos: [photo(2), photo(3)] };
  const counts = async () => {
    const [row] = await queryRows<{ invoices: string; sellers: string; postings: string }>(
      ctx().database.db,
      sql`SELECT (SELECT count(*) FROM invoices) AS invoices, (SELECT count(*) FROM old_gold_sellers) AS sellers, (SELECT count(*) FROM postings) AS postings`,
    );
    return row;
  };

  beforeAll(async () => {
    const db = ctx().database.db;
    // The seller's photos, as POST /api/platform/uploads stores them (the sale checks they are there).
    for (const src of [photo(1), photo(2), photo(3)]) {
      const file = storedPhotoFile(ctx().config.uploadsDir, storedPhotoHash(src)!);
      mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
      writeFileSync(file, 'photo');
    }
    const [branch] = await db.select().from(branches).where(eq(branches.code, 'PP-CM'));
    ids.cm = branch!.id;
    const rows = await holdersOfBranch(db, ids.cm);
    ids.counter = rows.find((h) => h.kind === 'counter')!.id;
    ids.oldGold = rows.find((h) => h.kind === 'old_gold')!.id;
    ids.au750 = (await materialByCode(db, 'AU750'))!.id;
    const terms = await oldGoldTerms(db, [ids.au750], new Date());
    ids.baseBid = terms.base!.bidCentsPerChi;
  });

  it('every counter has its branch’s old-gold holder (OG-<counter code>)', async () => {
    const og = await holderById(ctx().database.db, ids.oldGold);
    expect(og).toMatchObject({ kind: 'old_gold', code: 'OG-CTR-PP-CM', physical: true, branchId: ids.cm });
  });

  it('prices the fine weight (tested purity, less the deduction) at the base bid; the gross goes OUTSIDE → old-gold holder, the counter unchanged; a void reverses it', async () => {
    const cashier = await ctx().signIn('cashier');
    const owner = await ctx().signIn('owner');
    const db = ctx().database.db;
    const line = { kind: 'old_gold', materialId: ids.au750, weightMg: 18_750, purityMethod: 'xrf', testedPurity: 7_350, meltDeductionBp: 150, description: 'broken chain' };
    const expected = priceOldGold({ grossMg: 18_750, purity: 7_350, meltDeductionBp: 150, bid: { basis: 'base', centsPerChi: ids.baseBid } });
    // 18,750 × 0.735 × 0.985 = 13,574.53 → 13,575 mg fine
    expect(expected.fineMg).toBe(13_575);

    const quote = await call('POST', '/sales/quote', cashier, { branchId: ids.cm, lines: [line] });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().lines[0]).toMatchObject({
      kind: 'old_gold',
      grossMg: 18_750,
      metalMg: 18_750,
      purityMethod: 'xrf',
      testedPurity: 7_350,
      meltDeductionBp: 150,
      fineMg: 13_575,
      rateCentsPerChi: ids.baseBid,
      amountCents: expected.amountCents,
    });

    const counterBefore = await balance(db, ids.counter, ids.au750);
    const oldGoldBefore = await balance(db, ids.oldGold, ids.au750);
    // Old gold alone: the shop pays it out at once (as change).
    const customer = await call('POST', '/sales/customers', cashier, { name: 'Old gold seller', phone: '097 111 2222' });
    const sold = await call('POST', '/sales/invoices', cashier, { branchId: ids.cm, customerId: customer.json().id, lines: [line] });
    expect(sold.statusCode, sold.body).toBe(201);
    const invoice = sold.json().invoice;
    expect(invoice.totalCents).toBe(expected.amountCents);
    expect(invoice.lines[0]).toMatchObject({ purityMethod: 'xrf', testedPurity: 7_350, meltDeductionBp: 150, fineMg: 13_575, grossMg: 18_750 });
    const again = (await call('GET', `/sales/invoices/${invoice.id}`, cashier)).json();
    expect(again.lines[0]).toMatchObject({ purityMethod: 'xrf', testedPurity: 7_350, meltDeductionBp: 150, fineMg: 13_575 });

    expect(await balance(db, ids.counter, ids.au750)).toBe(counterBefore);
    expect(await balance(db, ids.oldGold, ids.au750)).toBe(oldGoldBefore + 18_750);
    const postings = await postingsOfDocument(db, { kind: 'invoice', id: invoice.id });
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ materialId: ids.au750, from: expect.objectContaining({ code: 'OUTSIDE' }), to: expect.objectContaining({ id: ids.oldGold }), mg: 18_750 });

    // The cashier sees the branch's old gold through the holders' balances.
    const accounts = (await call('GET', '/materials/accounts', cashier)).json();
    const og = accounts.holders.find((h: { id: number }) => h.id === ids.oldGold);
    expect(og.balances).toContainEqual({ materialId: ids.au750, mg: oldGoldBefore + 18_750 });

    // A piece sold with a little old gold, nothing paid (the customer owes the rest): voided, both postings are reversed.
    const pieces = (await call('GET', `/stock/pieces?branchId=${ids.cm}&frozen=false&pageSize=200`, cashier)).json().items as { code: string; materialId: number; metalMg: number }[];
    const piece = pieces[0]!;
    const pieceCounterBefore = await balance(db, ids.counter, piece.materialId);
    const ogMid = await balance(db, ids.oldGold, ids.au750);
    const withPiece = await call('POST', '/sales/invoices', cashier, {
      branchId: ids.cm,
      customerId: customer.json().id,
      lines: [{ kind: 'piece', code: piece.code }, { ...line, weightMg: 500 }],
    });
    expect(withPiece.statusCode, withPiece.body).toBe(201);
    expect(withPiece.json().paymentId).toBeNull();
    expect(await balance(db, ids.counter, piece.materialId)).toBe(pieceCounterBefore - piece.metalMg);
    expect(await balance(db, ids.oldGold, ids.au750)).toBe(ogMid + 500);
    const voided = await call('POST', `/sales/invoices/${withPiece.json().invoice.id}/void`, owner, { reason: 'test' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await balance(db, ids.oldGold, ids.au750)).toBe(ogMid);
    expect(await balance(db, ids.counter, piece.materialId)).toBe(pieceCounterBefore);
    expect(await balance(db, ids.counter, ids.au750)).toBe(counterBefore);
  });

  it('absent a reading the line is the material’s purity, untested; absent a deduction, the material’s setting', async () => {
    const cashier = await ctx().signIn('cashier');
    // The material's deduction as the owner sets it on the materials page.
    const owner = await ctx().signIn('owner');
    const deduction = async (meltDeductionBp: number) => {
      const set = await ctx().request({ method: 'PATCH', url: `/api/materials/categories/${ids.au750}`, cookie: owner, payload: { meltDeductionBp } });
      expect(set.statusCode, set.body).toBe(200);
    };
    await deduction(200);
    try {
      const quote = await call('POST', '/sales/quote', cashier, { branchId: ids.cm, lines: [{ kind: 'old_gold', materialId: ids.au750, weightMg: 3_750 }] });
      expect(quote.statusCode, quote.body).toBe(200);
      const expected = priceOldGold({ grossMg: 3_750, purity: 7_500, meltDeductionBp: 200, bid: { basis: 'base', centsPerChi: ids.baseBid } });
      expect(quote.json().lines[0]).toMatchObject({ purityMethod: null, testedPurity: 7_500, meltDeductionBp: 200, fineMg: expected.fineMg, amountCents: expected.amountCents });
    } finally {
      await deduction(0);
    }
  });

  it('the cashier may lower the bid with a reason, never raise it', async () => {
    const cashier = await ctx().signIn('cashier');
    const line = { kind: 'old_gold', materialId: ids.au750, weightMg: 3_750, testedPurity: 7_500, purityMethod: 'acid' };
    const lower = await call('POST', '/sales/quote', cashier, { branchId: ids.cm, lines: [{ ...line, rateCentsPerChi: ids.baseBid - 500, rateChangeReason: 'soldered' }] });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json().lines[0]).toMatchObject({ rateCentsPerChi: ids.baseBid - 500, rateInForceCentsPerChi: ids.baseBid, rateChangeReason: 'soldered' });
    const raised = { ...line, rateCentsPerChi: ids.baseBid + 1, rateChangeReason: 'friend' };
    const quoted = await call('POST', '/sales/quote', cashier, { branchId: ids.cm, lines: [raised] });
    expect(quoted.json().lineProblems['lines.0.rateCentsPerChi']).toBeTruthy();
    const before = await counts();
    const higher = await call('POST', '/sales/purchases', cashier, { branchId: ids.cm, lines: [raised] });
    expect(higher.statusCode).toBe(403);
    expect(higher.json().error.fields['lines.0.rateCentsPerChi']).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('refuses a reading over 100 %, a deduction over 100 % and a bad method with 400 on the field; nothing is written', async () => {
    const cashier = await ctx().signIn('cashier');
    const before = await counts();
    const line = { kind: 'old_gold', materialId: ids.au750, weightMg: 3_750 };
    for (const [bad, field] of [
      [{ testedPurity: 10_001 }, 'lines.0.testedPurity'],
      [{ testedPurity: -1 }, 'lines.0.testedPurity'],
      [{ meltDeductionBp: 10_001 }, 'lines.0.meltDeductionBp'],
      [{ purityMethod: 'guess' }, 'lines.0.purityMethod'],
    ] as const) {
      for (const url of ['/sales/invoices', '/sales/purchases']) {
        const res = await call('POST', url, cashier, { branchId: ids.cm, lines: [{ ...line, ...bad }] });
        expect(res.statusCode, `${url} ${JSON.stringify(bad)}`).toBe(400);
        expect(Object.keys(res.json().error.fields)).toContain(field);
      }
    }
    const voucherWithPiece = await call('POST', '/sales/purchases', cashier, { branchId: ids.cm, lines: [{ kind: 'piece', code: 'R-0001' }] });
    expect(voucherWithPiece.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a purchase voucher: old gold bought without a sale, numbered PV-<branch>, paid out as change; not a sale in the lists and reports, old gold bought in them', async () => {
    const cashier = await ctx().signIn('cashier');
    const owner = await ctx().signIn('owner');
    const db = ctx().database.db;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
    const dashboardBefore = (await call('GET', `/reports/dashboard?day=${today}`, owner)).json();
    const salesListBefore = (await call('GET', '/sales/invoices?pageSize=1', owner)).json().total as number;
    const oldGoldBefore = await balance(db, ids.oldGold, ids.au750);
    const counterBefore = await balance(db, ids.counter, ids.au750);

    const line = { kind: 'old_gold', materialId: ids.au750, weightMg: 7_500, purityMethod: 'karat_meter', testedPurity: 7_000, meltDeductionBp: 100 };
    const expected = priceOldGold({ grossMg: 7_500, purity: 7_000, meltDeductionBp: 100, bid: { basis: 'base', centsPerChi: ids.baseBid } });
    const voucher = await call('POST', '/sales/purchases', cashier, { branchId: ids.cm, lines: [line], note: 'walk-in seller' });
    expect(voucher.statusCode, voucher.body).toBe(201);
    const body = voucher.json();
    expect(body.invoice).toMatchObject({ kind: 'purchase', totalCents: expected.amountCents, paidCents: expected.amountCents, balanceCents: 0, paymentState: 'paid', customer: null });
    expect(body.invoice.number).toMatch(/^PV-PP-CM-/);
    // Not a tax invoice: a voucher carries no VAT rate whatever the shop's registration.
    expect(body.invoice.vatRateBp ?? null).toBeNull();
    expect(body.paymentId).not.toBeNull();
    expect(body.change.cents).toBe(-expected.amountCents);
    expect(await balance(db, ids.oldGold, ids.au750)).toBe(oldGoldBefore + 7_500);
    expect(await balance(db, ids.counter, ids.au750)).toBe(counterBefore);

    // Sales lists count sales only; the vouchers list shows it.
    expect((await call('GET', '/sales/invoices?pageSize=1', owner)).json().total).toBe(salesListBefore);
    const vouchers = (await call('GET', '/sales/invoices?kind=purchase&pageSize=200', owner)).json();
    expect(vouchers.items.map((i: { id: number }) => i.id)).toContain(body.invoice.id);
    const dashboard = (await call('GET', `/reports/dashboard?day=${today}`, owner)).json();
    expect(dashboard.salesToday.invoiceCount).toBe(dashboardBefore.salesToday.invoiceCount);
    expect(dashboard.salesToday.salesCents).toBe(dashboardBefore.salesToday.salesCents);
    expect(dashboard.salesToday.oldGoldCents).toBe(dashboardBefore.salesToday.oldGoldCents - expected.amountCents);

    const noted = await call('POST', `/sales/invoices/${body.invoice.id}/adjustments`, cashier, { kind: 'credit_note', amountCents: 100, reason: 'test' });
    expect(noted.statusCode).toBe(409);
    expect(noted.json().error.code).toBe('sales.voucherNotAdjusted');
    // Voided like a sale once the payout is refunded? It stands paid, so the void is refused and nothing changes.
    const voided = await call('POST', `/sales/invoices/${body.invoice.id}/void`, owner, { reason: 'test' });
    expect(voided.statusCode).toBe(409);
    expect(await balance(db, ids.oldGold, ids.au750)).toBe(oldGoldBefore + 7_500);
  });

  it('above the owner’s threshold a buy-back needs the seller’s identity (each field named, nothing written); given, it is kept and listed for the owner and the managers', async () => {
    const cashier = await ctx().signIn('cashier');
    const owner = await ctx().signIn('owner');
    const manager = await ctx().signIn('manager');
    const db = ctx().database.db;
    const setThreshold = await call('PUT', '/platform/settings/sales.buybackIdThresholdCents', owner, { value: 10_000 });
    expect(setThreshold.statusCode, setThreshold.body).toBe(200);
    expect((await call('PUT', '/platform/settings/sales.buybackIdThresholdCents', cashier, { value: 0 })).statusCode).toBe(403);
    expect((await call('PUT', '/platform/settings/sales.buybackIdThresholdCents', owner, { value: -1 })).statusCode).toBe(400);
    try {
      // 3 chi of 18K at the base bid is well above 100.00.
      const line = { kind: 'old_gold', materialId: ids.au750, weightMg: 11_250, purityMethod: 'acid', testedPurity: 7_500, meltDeductionBp: 0 };
      const before = await counts();
      const ogBefore = await balance(db, ids.oldGold, ids.au750);
      for (const url of ['/sales/purchases', '/sales/invoices']) {
        const missing = await call('POST', url, cashier, { branchId: ids.cm, lines: [line] });
        expect(missing.statusCode, missing.body).toBe(400);
        expect(Object.keys(missing.json().error.fields).sort()).toEqual(
          ['oldGoldSeller.idNumber', 'oldGoldSeller.idPhotos', 'oldGoldSeller.idType', 'oldGoldSeller.itemPhotos', 'oldGoldSeller.name', 'oldGoldSeller.phone'],
        );
      }
      const noPhotos = await call('POST', '/sales/purchases', cashier, { branchId: ids.cm, lines: [line], oldGoldSeller: { ...seller, itemPhotos: [] } });
      expect(noPhotos.statusCode).toBe(400);
      expect(Object.keys(noPhotos.json().error.fields)).toEqual(['oldGoldSeller.itemPhotos']);
      const badPhoto = await call('POST', '/sales/purchases', cashier, { branchId: ids.cm, lines: [line], oldGoldSeller: { ...seller, idPhotos: ['https://example.com/x.jpg'] } });
      expect(badPhoto.statusCode).toBe(400);
      // A stored photo's form, but no such photo here: refused on its field, on the voucher and on a sale.
      for (const url of ['/sales/purchases', '/sales/invoices']) {
        const unstored = await call('POST', url, cashier, { branchId: ids.cm, lines: [line], oldGoldSeller: { ...seller, itemPhotos: [photo(2), photo(99)] } });
        expect(unstored.statusCode, unstored.body).toBe(400);
        expect(Object.keys(unstored.json().error.fields)).toEqual(['oldGoldSeller.itemPhotos.1']);
      }
      expect(await counts()).toEqual(before);
      expect(await balance(db, ids.oldGold, ids.au750)).toBe(ogBefore);

      const bought = await call('POST', '/sales/purchases', cashier, { branchId: ids.cm, lines: [line], oldGoldSeller: seller });
      expect(bought.statusCode, bought.body).toBe(201);
      const invoice = bought.json().invoice;
      // Below the threshold, nothing is asked.
      const small = await call('POST', '/sales/purchases', cashier, { branchId: ids.cm, lines: [{ ...line, weightMg: 100 }] });
      expect(small.statusCode, small.body).toBe(201);

      expect((await call('GET', '/sales/buybacks', cashier)).statusCode).toBe(403);
      for (const reader of [owner, manager]) {
        const list = await call('GET', '/sales/buybacks?pageSize=200', reader);
        expect(list.statusCode, list.body).toBe(200);
        expect(list.json().thresholdCents).toBe(10_000);
        const mine = list.json().items.find((b: { invoiceId: number }) => b.invoiceId === invoice.id);
        expect(mine).toMatchObject({ number: invoice.number, kind: 'purchase', amountCents: -invoice.totalCents, grossMg: 11_250, fineMg: 8_438, seller, voided: false });
        expect(list.json().items.map((b: { invoiceId: number }) => b.invoiceId)).not.toContain(small.json().invoice.id);
      }
    } finally {
      await call('PUT', '/platform/settings/sales.buybackIdThresholdCents', owner, { value: 1_000_000 });
    }
  });

  it('a melt can take the metal out of the old-gold holder', async () => {
    const owner = await ctx().signIn('owner');
    const db = ctx().database.db;
    const cashier = await ctx().signIn('cashier');
    const bought = await call('POST', '/sales/purchases', cashier, { branchId: ids.cm, lines: [{ kind: 'old_gold', materialId: ids.au750, weightMg: 4_000 }] });
    expect(bought.statusCode, bought.body).toBe(201);
    const au9999 = await materialByCode(db, 'AU9999');
    const before = await balance(db, ids.oldGold, ids.au750);
    // 4,000 mg of 18K is 3,000 mg fine: 2,990 mg of 99.99 out, the rest lost.
    const melt = await call('POST', '/materials/melts', owner, { holderId: ids.oldGold, inputs: [{ materialId: ids.au750, mg: 4_000 }], output: { materialId: au9999!.id, mg: 2_990 }, note: 'old gold refined' });
    expect(melt.statusCode, melt.body).toBe(201);
    expect(await balance(db, ids.oldGold, ids.au750)).toBe(before - 4_000);
    expect(await balance(db, ids.oldGold, au9999!.id)).toBeGreaterThanOrEqual(2_990);
  });
});
