import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../platform/db/database';
import { auditLog } from '../platform/platform.tables';
import { describeOnBothEngines } from '../testing/test-app';
import { holderIdByCode, materialByCode } from '../modules/materials';
import { shopDayIn } from './shop-day';

/**
 * Posting dates and closed periods (DESIGN §5): documents dated today by
 * default, back-dated by a manager with a reason, never into the future; a
 * month closed by the owner takes nothing more, its record stays as it was;
 * reopening is the owner's, with a reason.
 */
describeOnBothEngines('posting dates and closed periods', (ctx) => {
  let owner: string;
  let manager: string;
  let cashier: string;
  let serial = 0;
  const ids: Record<string, number> = {};
  const today = shopDayIn('Asia/Phnom_Penh', new Date());
  const thisMonth = today.slice(0, 7);
  const lastMonth = (() => {
    const [y, m] = thisMonth.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
  })();
  const dayInLastMonth = `${lastMonth}-15`;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object, locale = 'en') =>
    ctx().request({
      method,
      url: `/api${url}`,
      cookie,
      ...(payload ? { payload } : {}),
      headers: { 'idempotency-key': `periods-${++serial}-${Math.random()}`, 'accept-language': locale },
    });
  const transfer = (cookie: string, extra: object = {}, mg = 1_000) =>
    call(cookie, 'POST', '/materials/transfers', { fromHolderId: ids.SAFE, toHolderId: ids.CTR, lines: [{ materialId: ids.AU, mg }], ...extra });
  const postingCount = async () => Number((await queryRows<{ n: number }>(ctx().database.db, sql`SELECT count(*)::int AS n FROM postings`))[0]!.n);
  const monthlyRecord = async (month: string) => (await call(owner, 'GET', `/reports/monthly-record?month=${month}`)).json();

  beforeAll(async () => {
    const db = ctx().database.db;
    ids.SAFE = (await holderIdByCode(db, 'SAFE'))!;
    ids.CTR = (await holderIdByCode(db, 'CTR-PP-CM'))!;
    ids.AU = (await materialByCode(db, 'AU9999'))!.id;
    owner = await ctx().signIn('owner');
    manager = await ctx().signIn('manager');
    cashier = await ctx().signIn('cashier');
  });

  it("dates a document today by default: its postings carry the shop's day", async () => {
    const res = await transfer(owner);
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc.postingDate).toBe(today);
    const rows = await queryRows<{ day: string }>(ctx().database.db, sql`SELECT posting_date::text AS day FROM postings WHERE document_type = 'transfer' AND document_id = ${String(doc.id)}`);
    expect(rows.map((r) => r.day)).toEqual([today]);
  });

  it('a manager back-dates a slip within the open period, with a reason (audited); without one, or into the future, it is refused and nothing moves', async () => {
    const before = await postingCount();
    const noReason = await transfer(manager, { postingDate: dayInLastMonth });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.postingDateReason).toBeDefined();
    const future = await transfer(manager, { postingDate: tomorrow, postingDateReason: 'typo' }, 1_000);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.postingDate).toBeDefined();
    const futureKh = await call(manager, 'POST', '/materials/transfers', { fromHolderId: ids.SAFE, toHolderId: ids.CTR, lines: [{ materialId: ids.AU, mg: 1 }], postingDate: tomorrow }, 'kh');
    expect(futureKh.statusCode).toBe(400);
    expect(futureKh.json().error.fields.postingDate).not.toBe(future.json().error.fields.postingDate);
    expect(await postingCount()).toBe(before);

    const res = await transfer(manager, { postingDate: dayInLastMonth, postingDateReason: 'slip found the next morning' }, 2_000);
    expect(res.statusCode).toBe(201);
    expect(res.json().postingDate).toBe(dayInLastMonth);
    const audits = await ctx().database.db.select().from(auditLog).where(eq(auditLog.action, 'ledger.backdate'));
    expect(audits.some((a) => a.entityId === String(res.json().id) && (a.after as { reason: string }).reason === 'slip found the next morning')).toBe(true);
    ids.BACKDATED = res.json().id;
    // The back-dated slip counts in its own month's record.
    const record = await monthlyRecord(lastMonth);
    const counterRow = record.holders.find((h: { holder: { id: number }; material: { id: number } }) => h.holder.id === ids.CTR && h.material.id === ids.AU);
    expect(counterRow.inMg).toBeGreaterThanOrEqual(2_000);
  });

  it('a cashier may not back-date a payment (403); a payment dated today is taken', async () => {
    // The cashier's own branch, and a customer of the demo.
    const db = ctx().database.db;
    const branchId = Number((await queryRows<{ branch_id: number }>(db, sql`SELECT branch_id FROM users WHERE username = 'cashier'`))[0]!.branch_id);
    ids.BRANCH = branchId;
    ids.CUSTOMER = Number((await queryRows<{ id: number }>(db, sql`SELECT id FROM customers ORDER BY id LIMIT 1`))[0]!.id);
    const deposit = (cookie: string, extra: object = {}) =>
      call(cookie, 'POST', '/sales/payments', { branchId, customerId: ids.CUSTOMER, type: 'deposit', tenders: [{ method: 'cash', currency: 'USD', amountMinor: 1_000 }], ...extra });
    expect((await deposit(cashier, { postingDate: dayInLastMonth, postingDateReason: 'late' })).statusCode).toBe(403);
    expect((await deposit(cashier)).statusCode).toBe(201);
  });

  it('only the owner closes a month, and only one that is over', async () => {
    expect((await call(manager, 'POST', `/ledger/periods/${lastMonth}/close`, {})).statusCode).toBe(403);
    const current = await call(owner, 'POST', `/ledger/periods/${thisMonth}/close`, {});
    expect(current.statusCode).toBe(409);
    expect(current.json().error.code).toBe('ledger.periodNotOver');
    expect((await call(owner, 'POST', '/ledger/periods/2025-13/close', {})).statusCode).toBe(400);
  });

  it("the monthly record of a closed month is the same before and after later activity; nothing can be posted, reversed, voided or paid into it", async () => {
    const closed = await call(owner, 'POST', `/ledger/periods/${lastMonth}/close`, { note: 'after the stock count' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ month: lastMonth, status: 'closed', closedBy: 'owner', note: 'after the stock count' });
    expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/close`, {})).json().error.code).toBe('ledger.periodAlreadyClosed');
    const listed = (await call(manager, 'GET', '/ledger/periods')).json();
    expect(listed.today).toBe(today);
    expect(listed.items.find((p: { month: string }) => p.month === lastMonth).status).toBe('closed');
    const frozen = await monthlyRecord(lastMonth);
    const postingsBefore = await postingCount();

    // Into the closed month: a slip, a reversal, a void, a payment; each a 409 in the user's language, nothing written.
    const slip = await transfer(manager, { postingDate: dayInLastMonth, postingDateReason: 'forgotten' });
    expect(slip.statusCode).toBe(409);
    expect(slip.json().error.code).toBe('ledger.periodClosed');
    const slipKh = await call(manager, 'POST', '/materials/transfers', { fromHolderId: ids.SAFE, toHolderId: ids.CTR, lines: [{ materialId: ids.AU, mg: 1 }], postingDate: dayInLastMonth, postingDateReason: 'x' }, 'kh');
    expect(slipKh.statusCode).toBe(409);
    expect(slipKh.json().error.message).not.toBe(slip.json().error.message);
    const reversal = await call(owner, 'POST', `/materials/documents/${ids.BACKDATED}/reverse`, { reason: 'wrong counter', postingDate: dayInLastMonth });
    expect(reversal.statusCode).toBe(409);
    const invoices = (await call(owner, 'GET', '/sales/invoices?pageSize=50')).json().items as { id: number; state: string }[];
    const invoice = invoices.find((i) => i.state !== 'voided');
    expect(invoice).toBeDefined();
    const voided = await call(owner, 'POST', `/sales/invoices/${invoice!.id}/void`, { reason: 'wrong', postingDate: dayInLastMonth });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().error.code).toBe('ledger.periodClosed');
    expect((await call(owner, 'GET', `/sales/invoices/${invoice!.id}`)).json().voided).toBeNull();
    const paid = await call(owner, 'POST', '/sales/payments', {
      branchId: ids.BRANCH,
      customerId: ids.CUSTOMER,
      type: 'deposit',
      tenders: [{ method: 'cash', currency: 'USD', amountMinor: 1_000 }],
      postingDate: dayInLastMonth,
      postingDateReason: 'late',
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('ledger.periodClosed');
    expect(await postingCount()).toBe(postingsBefore);

    // Later activity in the open period: a slip today, and the correction of the closed month's slip, posted today.
    expect((await transfer(owner)).statusCode).toBe(201);
    const correction = await call(owner, 'POST', `/materials/documents/${ids.BACKDATED}/reverse`, { reason: 'wrong counter' });
    expect(correction.statusCode).toBe(201);
    expect(correction.json().postingDate).toBe(today);
    expect(await monthlyRecord(lastMonth)).toEqual(frozen);
  });

  it('reopening is the owner’s only, with a reason (audited); then the month takes a back-dated slip again', async () => {
    expect((await call(manager, 'POST', `/ledger/periods/${lastMonth}/reopen`, { reason: 'recount' })).statusCode).toBe(403);
    expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/reopen`, {})).statusCode).toBe(400);
    const reopened = await call(owner, 'POST', `/ledger/periods/${lastMonth}/reopen`, { reason: 'the count was wrong' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', reopenedBy: 'owner', reopenReason: 'the count was wrong' });
    const audits = await ctx().database.db.select().from(auditLog).where(eq(auditLog.entityId, lastMonth));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['ledger.closePeriod', 'ledger.reopenPeriod']));
    expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/reopen`, { reason: 'again' })).json().error.code).toBe('ledger.periodNotClosed');
    expect((await transfer(manager, { postingDate: dayInLastMonth, postingDateReason: 'recount' })).statusCode).toBe(201);
  });
});
