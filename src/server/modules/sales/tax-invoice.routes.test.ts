import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import { inTransaction } from '../../platform/db/transaction';
import { auditLog, branches, settings } from '../../platform/platform.tables';
import { getSetting } from '../../platform/settings/settings.service';
import { describeOnBothEngines } from '../../testing/test-app';
import { acceptPieces } from '../stock';
import { holderByCode, materialByCode } from '../materials';
import { seedProductionItems } from '../production';

/**
 * DESIGN §3.8, GDT notification 4908: the shop's identity is the owner's setting; an invoice
 * records the VAT rate in force when issued (null while not registered), and keeps it.
 */
describeOnBothEngines('tax invoices: the shop identity and the VAT rate an invoice keeps', (ctx) => {
  let serial = 0;
  const key = () => `tax-key-${++serial}-${Math.random()}`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().request({ method, url: `/api${url}`, cookie, ...(payload ? { payload } : {}), headers });
  const putIdentity = (cookie: string, value: unknown, headers: Record<string, string> = {}) => call('PUT', '/platform/settings/shop.identity', cookie, { value }, headers);
  let branchId = 0;
  const taken = new Set<string>();

  beforeAll(async () => {
    const db = ctx().database.db;
    const [branch] = await db.select().from(branches).where(eq(branches.code, 'PP-CM'));
    const safe = await holderByCode(db, 'SAFE');
    const au750 = await materialByCode(db, 'AU750');
    branchId = branch!.id;
    const items = await seedProductionItems(db, Array.from({ length: 3 }, (_, i) => ({ code: `IT-TAX-${i}`, description: `Tax test ring ${i}`, materialId: au750!.id, stage: 'finishing' as const })));
    await inTransaction(db, (tx) =>
      acceptPieces(tx, systemActor, { branchId, sourceHolderId: safe!.id, note: 'tax test stock', lines: items.map((item, i) => ({ itemId: item.id, grossMg: 3_750 + i * 375, stoneMg: 0, photos: [] })) }),
    );
  });

  /** A walk-in buys one free piece of the branch by card, paying the quoted total. */
  const sell = async (cookie: string) => {
    const list = await call('GET', `/stock/pieces?branchId=${branchId}&frozen=false&pageSize=200`, cookie);
    const piece = (list.json().items as { code: string }[]).find((p) => !taken.has(p.code));
    if (!piece) throw new Error('no piece left');
    taken.add(piece.code);
    const lines = [{ kind: 'piece', code: piece.code }];
    const quote = await call('POST', '/sales/quote', cookie, { branchId, lines });
    expect(quote.statusCode, quote.body).toBe(200);
    const total = quote.json().totalCents as number;
    const sold = await call('POST', '/sales/invoices', cookie, { branchId, customerId: null, lines, tenders: [{ method: 'card', currency: 'USD', amountMinor: total }] }, { 'idempotency-key': key() });
    return { sold, total };
  };

  it('the demo shop is VAT registered at 10 %: a sale records the rate, and the invoice as read returns it', async () => {
    const cashier = await ctx().signIn('cashier');
    const identity = await getSetting(ctx().database.db, 'shop.identity');
    expect(identity).toMatchObject({ vatRegistered: true, vatTin: 'K001-901234567', vatRateBp: 1_000 });
    const { sold, total } = await sell(cashier);
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().invoice).toMatchObject({ kind: 'invoice', vatRateBp: 1_000 });
    const read = await call('GET', `/sales/invoices/${sold.json().invoice.id}`, cashier);
    expect(read.json()).toMatchObject({ id: sold.json().invoice.id, vatRateBp: 1_000, totalCents: total });
  });

  it('changing the identity later changes no issued invoice; a sale after deregistering is no tax invoice; a note keeps its invoice\'s rate', async () => {
    const owner = await ctx().signIn('owner');
    const cashier = await ctx().signIn('cashier');
    const { sold: before } = await sell(cashier);
    expect(before.statusCode, before.body).toBe(201);
    const issued = before.json().invoice;
    const identity = await getSetting(ctx().database.db, 'shop.identity');

    const raised = await putIdentity(owner, { ...identity, vatRateBp: 1_200 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await call('GET', `/sales/invoices/${issued.id}`, cashier)).json().vatRateBp).toBe(1_000);

    const off = await putIdentity(owner, { ...identity, vatRegistered: false, vatTin: '' });
    expect(off.statusCode, off.body).toBe(200);
    const { sold: after } = await sell(cashier);
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().invoice.vatRateBp).toBeNull();
    expect((await call('GET', `/sales/invoices/${issued.id}`, cashier)).json().vatRateBp).toBe(1_000);
    // Numbers stay one sequence per branch, tax invoice or not.
    const sequence = (n: string) => Number(n.split('-').at(-1));
    expect(sequence(after.json().invoice.number)).toBe(sequence(issued.number) + 1);

    const credit = await call('POST', `/sales/invoices/${issued.id}/adjustments`, owner, { kind: 'credit_note', amountCents: 1_100, reason: 'scratch' }, { 'idempotency-key': key() });
    expect(credit.statusCode, credit.body).toBe(201);
    const noteId = credit.json().notes[0].id as number;
    expect((await call('GET', `/sales/invoices/${noteId}`, cashier)).json()).toMatchObject({ kind: 'credit_note', vatRateBp: 1_000 });

    expect((await putIdentity(owner, identity)).statusCode).toBe(200);
  });

  it('only the owner changes the identity (a manager and a cashier get 403, nothing changes); the cashier reads it to print', async () => {
    const identity = await getSetting(ctx().database.db, 'shop.identity');
    for (const username of ['manager', 'cashier']) {
      const cookie = await ctx().signIn(username);
      const res = await putIdentity(cookie, { ...identity, vatTin: 'K009-000000001' });
      expect({ username, status: res.statusCode, code: res.json().error.code }).toEqual({ username, status: 403, code: 'auth.forbidden' });
    }
    expect(await getSetting(ctx().database.db, 'shop.identity')).toEqual(identity);
    const listed = await call('GET', '/platform/settings', await ctx().signIn('cashier'));
    expect(listed.json().items.find((s: { key: string }) => s.key === 'shop.identity')).toMatchObject({ value: identity, canEdit: false });
  });

  it('a bad TIN, rate or logo is a 400 naming the field in the caller\'s language, and changes nothing', async () => {
    const owner = await ctx().signIn('owner');
    const db = ctx().database.db;
    const identity = await getSetting(db, 'shop.identity');
    const rows = await db.select().from(settings);
    const audits = await db.select().from(auditLog);
    const fieldsOf = async (value: unknown, language = 'en') => {
      const res = await putIdentity(owner, value, { 'accept-language': language });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect(await fieldsOf({ ...identity, vatTin: 'K001-12345' })).toEqual({ 'value.vatTin': 'Invalid format' });
    expect(await fieldsOf({ ...identity, vatTin: '' })).toEqual({ 'value.vatTin': 'Required' });
    expect(await fieldsOf({ ...identity, vatTin: '' }, 'km')).toEqual({ 'value.vatTin': 'ត្រូវតែបំពេញ' });
    expect(Object.keys(await fieldsOf({ ...identity, vatRateBp: 0 }))).toEqual(['value.vatRateBp']);
    expect(Object.keys(await fieldsOf({ ...identity, vatRateBp: 5_001 }))).toEqual(['value.vatRateBp']);
    expect(Object.keys(await fieldsOf({ ...identity, vatRateBp: 10.5 }))).toEqual(['value.vatRateBp']);
    expect(Object.keys(await fieldsOf({ ...identity, vatRateBp: '1000' }))).toEqual(['value.vatRateBp']);
    expect(Object.keys(await fieldsOf({ ...identity, logo: '/etc/passwd' }))).toEqual(['value.logo']);
    expect(Object.keys(await fieldsOf({ ...identity, phone: 'call me' }))).toEqual(['value.phone']);
    expect(Object.keys(await fieldsOf({ ...identity, legalName: { kh: '', en: 'x' } }))).toEqual(['value.legalName.kh']);
    expect(await db.select().from(settings)).toEqual(rows);
    expect(await db.select().from(auditLog)).toHaveLength(audits.length);
  });

  it('the owner\'s change is stored trimmed and audited with before and after', async () => {
    const owner = await ctx().signIn('owner');
    const identity = await getSetting(ctx().database.db, 'shop.identity');
    const res = await putIdentity(owner, { ...identity, vatTin: ' k002-123456789 ', phone: ' 012 345 678 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ vatTin: 'K002-123456789', phone: '012 345 678' });
    const [row] = await ctx().database.db.select().from(auditLog).where(eq(auditLog.entityId, 'shop.identity')).orderBy(desc(auditLog.id));
    expect(row).toMatchObject({ action: 'setting.update', before: { value: { vatTin: identity.vatTin } }, after: { value: { vatTin: 'K002-123456789' } } });
  });
});
