import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addDays } from '../../../shared/sales/due-date';
import { systemActor } from '../../platform/audit';
import { inTransaction } from '../../platform/db/transaction';
import { branches, staff } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { balance } from '../../ledger';
import { holderIdByCode, seedMaterialCategories, submitTransfer, setRate } from '../materials';
import { productionItemsByIds, seedProductionItems } from '../production';
import { acceptPieces, seedJewelryCategories } from '../stock';
import { setIncentiveRule } from './incentives.service';
import { customers } from './sales.tables';

/**
 * Invoices whose books stay right (issue 18): a voided invoice's state, due
 * dates, a piece sold twice, incentives and a seller's sales. Its own
 * material (TV750: ask 100.00, bid 90.00 a chi), ring category (making 25.00
 * a piece, incentive 1.00 a piece), sellers and customer, at the demo's
 * PP-CM branch. A ring of 3,750 mg (1 chi) sells for 100.00 + 25.00 = 125.00.
 */
describeOnBothEngines('sales through voids and odd dates', (ctx) => {
  const ids: Record<string, number> = {};
  const pieces: string[] = [];
  let serial = 0;
  let owner: string;
  const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().request({ method, url: `/api${url}`, cookie: owner, ...(payload ? { payload } : {}), headers: { 'idempotency-key': `voids-${++serial}-${Math.random()}`, ...headers } });
  const sell = (body: object, headers: Record<string, string> = {}) => call('POST', '/sales/invoices', { branchId: ids.CM, ...body }, headers);
  const ring = () => pieces.shift()!;
  const counterMg = () => balance(ctx().database.db, ids.CTR!, ids.TV750!);
  const inList = async (query: string, number: string) =>
    ((await call('GET', `/sales/invoices?${query}&search=${encodeURIComponent(number)}&pageSize=200`)).json().items as { number: string }[]).some((i) => i.number === number);
  const incentivesOf = async (staffId: number) =>
    ((await call('GET', `/sales/incentives?from=${today()}&to=${today()}`)).json().items as { staff: { id: number } }[]).find((i) => i.staff.id === staffId) ?? null;

  beforeAll(async () => {
    const db = ctx().database.db;
    const actor = systemActor;
    const [m] = await seedMaterialCategories(db, [{ code: 'TV750', nameKh: 'មាស ១៨K (សាកល្បង)', nameEn: 'Gold 18K (test)', purity: 7500, waxRatioMilli: 16_000 }]);
    ids.TV750 = m!.id;
    ids.CM = (await db.select().from(branches).where(eq(branches.code, 'PP-CM')))[0]!.id;
    const holderId = async (code: string) => (await holderIdByCode(db, code))!;
    ids.SAFE = await holderId('SAFE');
    ids.OUTSIDE = await holderId('OUTSIDE');
    ids.CTR = await holderId('CTR-PP-CM');
    const [category] = await seedJewelryCategories(db, [{ code: 'TV-RNG', nameKh: 'ចិញ្ចៀន TV', nameEn: 'Rings TV', makingChargeMode: 'per_piece' as const, makingChargeCents: 2_500 }]);
    ids.RNG = category!.id;
    await setIncentiveRule(db, actor, ids.RNG, { mode: 'per_piece', amountCents: 100, percentBp: 0 });
    for (const s of await db
      .insert(staff)
      .values([
        { code: 'TVS1', nameKh: 'អ្នកលក់ ១', nameEn: 'Seller one', kind: 'cashier' as const },
        { code: 'TVS2', nameKh: 'អ្នកលក់ ២', nameEn: 'Seller two', kind: 'cashier' as const },
        { code: 'TVS3', nameKh: 'អ្នកលក់ ៣', nameEn: 'Seller three', kind: 'cashier' as const },
      ])
      .returning())
      ids[s.code] = s.id;
    const [customer] = await db.insert(customers).values({ name: 'TV customer', phone: '012 000 111' }).returning();
    ids.C = customer!.id;
    await setRate(db, actor, { materialId: ids.TV750, askCentsPerChi: 10_000, bidCentsPerChi: 9_000, effectiveAt: new Date(Date.now() - 60_000).toISOString() });
    await inTransaction(db, (t) => submitTransfer(t, actor, { fromHolderId: ids.OUTSIDE!, toHolderId: ids.SAFE!, lines: [{ materialId: ids.TV750!, mg: 100_000 }], note: 'test metal', overrideCap: false }));
    const items = await seedProductionItems(
      db,
      Array.from({ length: 10 }, (_, i) => ({ code: `TV-R${i}`, description: `Test ring ${i}`, materialId: ids.TV750!, categoryId: ids.RNG!, stage: 'finishing' as const })),
    );
    await inTransaction(db, (t) =>
      acceptPieces(t, actor, { branchId: ids.CM!, sourceHolderId: ids.SAFE!, note: '', lines: items.map((item, i) => ({ itemId: item.id, grossMg: i === 9 ? 7_500 : 3_750, stoneMg: 0, photos: [] })) }),
    );
    for (const item of items.slice(0, 9)) pieces.push(item.code);
    ids.BIG = items[9]!.id;
    owner = await ctx().signIn('owner');
  }, 60_000);

  it('a voided invoice reads voided, neither paid nor unpaid: out of the paid, unpaid and overdue lists, out of receivables and incentives', async () => {
    const receivables = async () => (await call('GET', `/reports/dashboard?branchId=${ids.CM}`)).json().receivables.balanceCents as number;
    const owedByCustomer = async () => (await call('GET', `/sales/customers/${ids.C}`)).json().customer.balanceOwedCents as number;
    const receivableBefore = await receivables();
    const owedBefore = await owedByCustomer();
    const sold = await sell({ customerId: ids.C, sellerStaffId: ids.TVS1, lines: [{ kind: 'piece', code: ring() }], dueDate: today() });
    expect(sold.statusCode, sold.body).toBe(201);
    const invoice = sold.json().invoice;
    expect(invoice).toMatchObject({ totalCents: 12_500, balanceCents: 12_500, paymentState: 'unpaid', incentiveCents: 100 });
    expect(await receivables()).toBe(receivableBefore + 12_500);
    expect(await owedByCustomer()).toBe(owedBefore + 12_500);
    expect(await incentivesOf(ids.TVS1!)).toMatchObject({ invoiceCount: 1, salesCents: 12_500, incentiveCents: 100 });
    expect(await inList('paymentState=unpaid', invoice.number)).toBe(true);

    const voided = await call('POST', `/sales/invoices/${invoice.id}/void`, { reason: 'wrong customer' });
    expect(voided.statusCode, voided.body).toBeLessThan(300);
    const after = (await call('GET', `/sales/invoices/${invoice.id}`)).json();
    expect(after).toMatchObject({ state: 'voided', paymentState: 'voided', payableCents: 0, paidCents: 0, balanceCents: 0, incentiveCents: 0 });
    for (const state of ['unpaid', 'paid', 'over_due_date', 'pending_payment', 'partially_paid']) expect(await inList(`paymentState=${state}`, invoice.number), state).toBe(false);
    expect(await inList('paymentState=voided', invoice.number)).toBe(true);
    expect(await receivables()).toBe(receivableBefore);
    expect(await owedByCustomer()).toBe(owedBefore);
    expect(await incentivesOf(ids.TVS1!)).toBeNull();
  });

  it("refuses a due date before the sale's day: 400 on dueDate in the user's language, nothing sold", async () => {
    const code = ring();
    const before = await counterMg();
    const yesterday = addDays(today(), -1);
    const body = { customerId: ids.C, lines: [{ kind: 'piece', code }], dueDate: yesterday };
    const refused = await sell(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ dueDate: `Cannot be before the day of the sale (${today()})` });
    const inKhmer = await sell(body, { 'accept-language': 'kh' });
    expect(inKhmer.statusCode).toBe(400);
    expect(inKhmer.json().error.fields.dueDate).toBe(`មិនអាចមុនថ្ងៃលក់ (${today()}) បានទេ`);
    expect((await call('GET', `/stock/pieces/by-code/${code}`)).json().state).toBe('in_stock');
    expect(await counterMg()).toBe(before);
    expect((await call('GET', `/sales/invoices?customerId=${ids.C}&search=${code}`)).json().total).toBe(0);
    pieces.unshift(code);
  });

  it("a sale that leaves a balance without a due date is due after the shop's payment term (a setting, 30 days by default); one paid in full owes no day", async () => {
    const owes = await sell({ customerId: ids.C, lines: [{ kind: 'piece', code: ring() }] });
    expect(owes.statusCode, owes.body).toBe(201);
    expect(owes.json().invoice).toMatchObject({ dueDate: addDays(today(), 30), paymentState: 'pending_payment' });

    const badTerm = await call('PUT', '/platform/settings/sales.paymentTermDays', { value: -1 });
    expect(badTerm.statusCode).toBe(400);
    const term = await call('PUT', '/platform/settings/sales.paymentTermDays', { value: 7 });
    expect(term.statusCode, term.body).toBe(200);
    const partly = await sell({ customerId: ids.C, lines: [{ kind: 'piece', code: ring() }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: 2_500 }] });
    expect(partly.json().invoice).toMatchObject({ dueDate: addDays(today(), 7), balanceCents: 10_000, paymentState: 'partially_paid' });
    // The cashier's own day wins over the term; a walk-in paying it all owes no day.
    const given = await sell({ customerId: ids.C, lines: [{ kind: 'piece', code: ring() }], dueDate: addDays(today(), 3) });
    expect(given.json().invoice.dueDate).toBe(addDays(today(), 3));
    const paid = await sell({ lines: [{ kind: 'piece', code: ring() }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: 12_500 }] });
    expect(paid.json().invoice).toMatchObject({ dueDate: null, paymentState: 'paid' });
    await call('PUT', '/platform/settings/sales.paymentTermDays', { value: 30 });
  });

  it('a piece already sold, sold or quoted again, is a 409 conflict on its line, and nothing changes', async () => {
    const code = ring();
    const first = await sell({ lines: [{ kind: 'piece', code }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: 12_500 }] });
    expect(first.statusCode, first.body).toBe(201);
    const counterBefore = await counterMg();
    const listed = async () => (await call('GET', `/sales/invoices?search=${code}&pageSize=200`)).json().total as number;
    const invoicesBefore = (await call('GET', '/sales/invoices?pageSize=1')).json().total as number;
    const again = await sell({ customerId: ids.C, lines: [{ kind: 'piece', code }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'sales.pieceSoldCode', message: `Piece ${code} is already sold`, fields: { 'lines.0.code': 'This piece is already sold' } });
    // The quote names it on its line and prices what is left (nothing): one bad line never fails a quote.
    const quoted = await call('POST', '/sales/quote', { branchId: ids.CM, lines: [{ kind: 'piece', code }] });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({ lines: [], totalCents: 0, lineProblems: { 'lines.0.code': 'This piece is already sold' } });
    expect(await counterMg()).toBe(counterBefore);
    expect((await call('GET', '/sales/invoices?pageSize=1')).json().total).toBe(invoicesBefore);
    expect(await listed()).toBe(0);
    expect((await call('GET', `/stock/pieces/by-code/${code}`)).json().state).toBe('sold');
  });

  it('an invoice of old gold bought back alone carries no incentive', async () => {
    // 1,875 mg of 18K bought back (priced at the base metal's bid on its fine weight: old-gold.ts): the shop owes it.
    const bought = await sell({ customerId: ids.C, sellerStaffId: ids.TVS2, lines: [{ kind: 'old_gold', materialId: ids.TV750, weightMg: 1_875 }] });
    expect(bought.statusCode, bought.body).toBe(201);
    const paid = bought.json().invoice.lines[0].amountCents as number;
    expect(paid).toBeLessThan(0);
    expect(bought.json().invoice).toMatchObject({ totalCents: paid, incentiveCents: 0 });
    expect(bought.json().invoice.lines.map((l: { incentiveCents: number }) => l.incentiveCents)).toEqual([0]);
    expect(await incentivesOf(ids.TVS2!)).toMatchObject({ invoiceCount: 1, pieceCount: 0, salesCents: paid, incentiveCents: 0 });
  });

  it("a seller's sales are one figure on the incentives page and in the staff report: the invoices' payable, after discount, notes and old gold", async () => {
    const big = (await productionItemsByIds(ctx().database.db, [ids.BIG!]))[0]!.code;
    // Rings of 1 chi (125.00) and 2 chi (200.00 + 25.00 = 225.00), 1,875 mg of old gold (its line), 5.00 off: 345.00 + the old gold.
    const sold = await sell({
      customerId: ids.C,
      sellerStaffId: ids.TVS3,
      lines: [
        { kind: 'piece', code: ring() },
        { kind: 'piece', code: big },
        { kind: 'old_gold', materialId: ids.TV750, weightMg: 1_875 },
      ],
      discountCents: 500,
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const oldGold = (sold.json().invoice.lines as { kind: string; amountCents: number }[]).find((l) => l.kind === 'old_gold')!.amountCents;
    expect(sold.json().invoice).toMatchObject({ totalCents: 34_500 + oldGold, incentiveCents: 200 });
    const note = await call('POST', `/sales/invoices/${sold.json().invoice.id}/adjustments`, { kind: 'credit_note', amountCents: 1_000, reason: 'scratch' });
    expect(note.statusCode, note.body).toBeLessThan(300);
    // Less 10.00 of credit note; the piece lines alone would be 350.00.
    const figures = { invoiceCount: 1, salesCents: 34_500 + oldGold - 1_000, incentiveCents: 200 };
    expect(await incentivesOf(ids.TVS3!)).toMatchObject({ ...figures, pieceCount: 2 });
    const report = (await call('GET', `/reports/staff?from=${today()}&to=${today()}&staffId=${ids.TVS3}`)).json();
    expect(report.sales).toEqual([expect.objectContaining({ ...figures, piecesSold: 2, staff: expect.objectContaining({ id: ids.TVS3 }) })]);
  });
});
