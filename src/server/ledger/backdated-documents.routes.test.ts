import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { addDays, addMonths, monthOfDay } from '../../shared/shop-time';
import { systemActor } from '../platform/audit';
import { queryRows } from '../platform/db/database';
import { inTransaction } from '../platform/db/transaction';
import { auditLog, branches } from '../platform/platform.tables';
import { describeOnBothEngines } from '../testing/test-app';
import { holderIdByCode, seedMaterialCategories, setRate, submitTransfer } from '../modules/materials';
import { seedProductionItems } from '../modules/production';
import { acceptPieces } from '../modules/stock';
import { shopDayIn } from './shop-day';

/**
 * Back-dating beyond the slips (docs/design.md §5): a sale, a cast's steps,
 * an entry and a stock document take the same optional posting date and
 * reason, checked by the same rule (the right to back-date, a reason, never
 * a future day, never a closed month) and carried to their postings; the
 * reports count a back-dated document on its day; a back-dated payment goes
 * into its own day's till. Its own material (BD750) and pieces.
 */
describeOnBothEngines('back-dated sales, casts, entries, stock documents, purchase vouchers and stone lots', (ctx) => {
  let owner: string;
  let manager: string;
  let caster: string;
  let serial = 0;
  const ids: Record<string, number> = {};
  const codes: string[] = [];
  const today = shopDayIn('Asia/Phnom_Penh', new Date());
  const lastMonth = addMonths(monthOfDay(today), -1);
  const earlier = `${lastMonth}-14`;
  const tomorrow = addDays(today, 1);
  const reason = { postingDateReason: 'the slip was found the next morning' };

  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, locale = 'en') =>
    ctx().request({
      method,
      url: `/api${url}`,
      cookie,
      ...(payload ? { payload } : {}),
      headers: { 'idempotency-key': `backdate-${++serial}-${Math.random()}`, 'accept-language': locale },
    });
  const db = () => ctx().database.db;
  const postingCount = async () => Number((await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM postings`))[0]!.n);
  const daysOf = async (kind: string, id: number) =>
    (await queryRows<{ day: string }>(db(), sql`SELECT DISTINCT posting_date::text AS day FROM postings WHERE document_type = ${kind} AND document_id = ${String(id)}`)).map((r) => r.day);
  const backdateAudits = async (entity: string, id: number) =>
    (await db().select().from(auditLog).where(eq(auditLog.action, 'ledger.backdate'))).filter((a) => a.entity === entity && a.entityId === String(id));
  const newItems = async (n: number, stage: 'waxing' | 'finishing') =>
    seedProductionItems(
      db(),
      Array.from({ length: n }, () => ({ code: `BD-${ctx().engine.toUpperCase()}-${++serial}`, description: 'Back-dated ring', materialId: ids.BD!, stage })),
    );
  const newCast = async () => {
    const [item] = await newItems(1, 'waxing');
    const wax = await call(caster, 'POST', '/casting/wax', { itemId: item!.id, waxMg: 4_000 });
    expect(wax.statusCode, wax.body).toBe(201);
    const cast = await call(caster, 'POST', '/casting/casts', { castOn: today, materialId: ids.BD, waxPieceIds: [wax.json().id] });
    expect(cast.statusCode, cast.body).toBe(201);
    return cast.json().id as number;
  };
  const entryBody = () => ({
    type: 'making',
    categoryId: ids.CATEGORY,
    materialId: ids.BD,
    jewellerHolderId: ids.BENCH,
    sourceHolderId: ids.SAFE,
    pieces: [{ description: 'Ring', issuedMg: 2_000 }],
  });
  const sale = (cookie: string, extra: object = {}) =>
    call(cookie, 'POST', '/sales/invoices', { branchId: ids.CM, lines: [{ kind: 'piece', code: codes[0] }], tenders: [{ method: 'cash', currency: 'USD', amountMinor: 20_000 }], ...extra });
  const dashboardOf = async (day: string) => (await call(owner, 'GET', `/reports/dashboard?day=${day}&branchId=${ids.CM}`)).json();

  beforeAll(async () => {
    const [m] = await seedMaterialCategories(db(), [{ code: 'BD750', nameKh: 'មាស ១៨K (ថ្ងៃមុន)', nameEn: 'Gold 18K (back-dated)', purity: 7500, waxRatioMilli: 16_000 }]);
    ids.BD = m!.id;
    ids.CM = (await db().select().from(branches).where(eq(branches.code, 'PP-CM')))[0]!.id;
    const holderId = async (code: string) => (await holderIdByCode(db(), code))!;
    ids.SAFE = await holderId('SAFE');
    ids.OUTSIDE = await holderId('OUTSIDE');
    ids.BENCH = Number(
      (await queryRows<{ id: number }>(db(), sql`SELECT h.id FROM holders h JOIN users u ON u.staff_id = h.staff_id WHERE u.username = 'jeweller1' AND h.kind = 'staff'`))[0]!.id,
    );
    ids.CATEGORY = Number((await queryRows<{ id: number }>(db(), sql`SELECT id FROM entry_categories WHERE code = 'RING-MAKING'`))[0]!.id);
    await setRate(db(), systemActor, { materialId: ids.BD, askCentsPerChi: 10_000, bidCentsPerChi: 9_000, effectiveAt: new Date(Date.now() - 60_000).toISOString() });
    await inTransaction(db(), (t) =>
      submitTransfer(t, systemActor, { fromHolderId: ids.OUTSIDE!, toHolderId: ids.SAFE!, lines: [{ materialId: ids.BD!, mg: 500_000 }], note: 'test metal', overrideCap: false }),
    );
    const rings = await newItems(3, 'finishing');
    await inTransaction(db(), (t) =>
      acceptPieces(t, systemActor, { branchId: ids.CM!, sourceHolderId: ids.SAFE!, note: '', lines: rings.map((item) => ({ itemId: item.id, grossMg: 3_750, stoneMg: 0, photos: [] })) }),
    );
    codes.push(...rings.map((r) => r.code));
    owner = await ctx().signIn('owner');
    manager = await ctx().signIn('manager');
    caster = await ctx().signIn('caster');
  }, 60_000);

  it('refuses a back-dated cast step without the right (403), without a reason or on a future day (400, in the user’s language); nothing moves', async () => {
    const castId = await newCast();
    const before = await postingCount();
    expect((await call(caster, 'POST', `/casting/casts/${castId}/pour`, { actualMg: 10_000, postingDate: earlier, ...reason })).statusCode).toBe(403);
    const noReason = await call(manager, 'POST', `/casting/casts/${castId}/pour`, { actualMg: 10_000, postingDate: earlier });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.postingDateReason).toBeDefined();
    const future = await call(manager, 'POST', `/casting/casts/${castId}/pour`, { actualMg: 10_000, postingDate: tomorrow, ...reason });
    const futureKh = await call(manager, 'POST', `/casting/casts/${castId}/pour`, { actualMg: 10_000, postingDate: tomorrow, ...reason }, 'kh');
    expect([future.statusCode, futureKh.statusCode]).toEqual([400, 400]);
    expect(futureKh.json().error.fields.postingDate).not.toBe(future.json().error.fields.postingDate);
    expect(await postingCount()).toBe(before);
  });

  it('a manager back-dates a cast’s pour, an entry and a stock acceptance: their postings carry the day, each audited with its reason', async () => {
    const castId = await newCast();
    const poured = await call(manager, 'POST', `/casting/casts/${castId}/pour`, { actualMg: 10_000, postingDate: earlier, ...reason });
    expect(poured.statusCode, poured.body).toBe(200);
    expect(await daysOf('cast', castId)).toEqual([earlier]);
    expect(await backdateAudits('cast', castId)).toHaveLength(1);

    const entry = await call(manager, 'POST', '/entries', { ...entryBody(), postingDate: earlier, ...reason });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(await daysOf('entry', entry.json().id)).toEqual([earlier]);
    expect(await backdateAudits('entry', entry.json().id)).toHaveLength(1);

    const [finished] = await newItems(1, 'finishing');
    const accepted = await call(manager, 'POST', '/stock/accept', {
      branchId: ids.CM,
      sourceHolderId: ids.SAFE,
      lines: [{ itemId: finished!.id, grossMg: 3_000 }],
      postingDate: earlier,
      ...reason,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await daysOf('stock', accepted.json().id)).toEqual([earlier]);
    // Today's, with no date given: today.
    const todays = await call(manager, 'POST', '/entries', entryBody());
    expect(await daysOf('entry', todays.json().id)).toEqual([today]);
  });

  it('the owner back-dates a sale: its invoice, metal and payment are on that day, and the dashboard counts it on that day, not today', async () => {
    const dayBefore = await dashboardOf(earlier);
    const todayBefore = await dashboardOf(today);
    const sold = await sale(owner, { postingDate: earlier, ...reason });
    expect(sold.statusCode, sold.body).toBe(201);
    const invoiceId = sold.json().invoice.id as number;
    const paymentId = sold.json().paymentId as number;
    const [row] = await queryRows<{ invoice_day: string; payment_day: string }>(
      db(),
      sql`SELECT (SELECT posting_date::text FROM invoices WHERE id = ${invoiceId}) AS invoice_day, (SELECT posting_date::text FROM payments WHERE id = ${paymentId}) AS payment_day`,
    );
    expect(row).toEqual({ invoice_day: earlier, payment_day: earlier });
    expect(await daysOf('invoice', invoiceId)).toEqual([earlier]);
    expect(await backdateAudits('invoice', invoiceId)).toHaveLength(1);
    // The lists filter by the shop day: the invoice and its payment are found on their day, not today's.
    const listed = async (list: 'invoices' | 'payments', day: string) =>
      ((await call(owner, 'GET', `/sales/${list}?from=${day}&to=${day}&pageSize=100`)).json().items as { id: number }[]).map((r) => r.id);
    expect(await listed('invoices', earlier)).toContain(invoiceId);
    expect(await listed('invoices', today)).not.toContain(invoiceId);
    expect(await listed('payments', earlier)).toContain(paymentId);
    expect(await listed('payments', today)).not.toContain(paymentId);

    const dayAfter = await dashboardOf(earlier);
    const todayAfter = await dashboardOf(today);
    expect(dayAfter.salesToday.invoiceCount).toBe(dayBefore.salesToday.invoiceCount + 1);
    const totalCents = sold.json().invoice.totalCents as number;
    expect(totalCents).toBeGreaterThan(0);
    expect(dayAfter.salesToday.salesCents).toBe(dayBefore.salesToday.salesCents + totalCents);
    expect(dayAfter.salesToday.paymentsCents).toBe(dayBefore.salesToday.paymentsCents + totalCents);
    expect(todayAfter.salesToday.invoiceCount).toBe(todayBefore.salesToday.invoiceCount);
    expect(todayAfter.salesToday.paymentsCents).toBe(todayBefore.salesToday.paymentsCents);
    codes.shift();
  });

  it('a manager may not back-date a sale (no sales right), and a back-dated payment checks the till of its own day', async () => {
    expect((await sale(manager, { postingDate: earlier, ...reason })).statusCode).toBe(403);
    const closedDay = `${lastMonth}-10`;
    // A till closed on a past day: no route closes a day other than today, so the row is written as the close writes it.
    await db().execute(sql`INSERT INTO till_days (branch_id, day, closed_at) VALUES (${ids.CM!}, ${closedDay}, now())`);
    const customerId = Number((await queryRows<{ id: number }>(db(), sql`SELECT id FROM customers ORDER BY id LIMIT 1`))[0]!.id);
    const deposit = (extra: object) =>
      call(owner, 'POST', '/sales/payments', { branchId: ids.CM, customerId, type: 'deposit', tenders: [{ method: 'cash', currency: 'USD', amountMinor: 1_000 }], ...extra });
    const refused = await deposit({ postingDate: closedDay, ...reason });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('sales.till.closed');
    expect((await deposit({ postingDate: earlier, ...reason })).statusCode).toBe(201);
    expect((await deposit({})).statusCode).toBe(201);
  });

  // An entry through its steps to the close, with its one piece back (jeweller1's bench, BD750).
  const entryAtClose = async (day: object = {}) => {
    const made = await call(manager, 'POST', '/entries', { ...entryBody(), ...day });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const pieceId = made.json().pieces[0].id as number;
    const back = await call(manager, 'POST', `/entries/${id}/pieces/${pieceId}/return`, { returnedMg: 1_999 });
    expect(back.statusCode, back.body).toBe(200);
    return id;
  };
  const postingDateOf = async (table: 'casts' | 'entries', id: number) =>
    (await queryRows<{ day: string }>(db(), sql`SELECT posting_date::text AS day FROM ${sql.identifier(table)} WHERE id = ${id}`))[0]!.day;
  const report = async (name: string, day: string) => (await call(owner, 'GET', `/reports/${name}?from=${day}&to=${day}&materialId=${ids.BD}`)).json();
  const bdLoss = (dashboard: { loss: { material: { id: number }; castLossBasisPoints: number | null; entryIssuedMg: number }[] }) =>
    dashboard.loss.find((l) => l.material.id === ids.BD) ?? { castLossBasisPoints: null, entryIssuedMg: 0 };

  it('a cast and an entry back-dated through their close are on that day in the cast, entry and staff reports and the dashboard, not today; a closed month’s record stays as it was', async () => {
    const twoMonthsAgo = addMonths(lastMonth, -1);
    expect((await call(owner, 'POST', `/ledger/periods/${twoMonthsAgo}/close`, { note: 'counted' })).statusCode).toBe(200);
    const frozen = (await call(owner, 'GET', `/reports/monthly-record?month=${twoMonthsAgo}`)).json();
    const [castsBefore, entriesBefore, staffBefore] = [await report('cast', earlier), await report('entry', earlier), await report('staff', earlier)];
    const [castsToday, entriesToday] = [await report('cast', today), await report('entry', today)];
    const [dayBefore, todayBefore] = [bdLoss(await dashboardOf(earlier)), bdLoss(await dashboardOf(today))];

    const castId = await newCast();
    const back = { postingDate: earlier, ...reason };
    for (const [step, body] of [
      ['pour', { actualMg: 10_000 }],
      ['result', { overMg: 200, resultMg: 9_800 }],
      ['cut', { cleanMg: 9_700, rootMg: 1_500 }],
      ['finish', {}],
    ] as const) {
      const res = await call(manager, 'POST', `/casting/casts/${castId}/${step}`, { ...body, ...back });
      expect(res.statusCode, `${step} ${res.body}`).toBe(200);
    }
    expect(await postingDateOf('casts', castId)).toBe(earlier);

    const entryId = await entryAtClose(back);
    const closed = await call(manager, 'POST', `/entries/${entryId}/close`, { returnedMg: 1_999, ...back });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await postingDateOf('entries', entryId)).toBe(earlier);
    const accepted = await call(manager, 'POST', `/entries/${entryId}/accept`, back);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await postingDateOf('entries', entryId)).toBe(earlier);
    expect(await daysOf('entry', entryId)).toEqual([earlier]);

    // On its day: one more cast (finished, 100 mg lost of 10 g) and one more accepted entry of 2 g.
    const castsAfter = await report('cast', earlier);
    expect(castsAfter.casts.items.map((c: { id: number }) => c.id)).toContain(castId);
    const castTotal = (r: { totals: { castCount: number; finishedCount: number; lossMg: number }[] }) => r.totals[0] ?? { castCount: 0, finishedCount: 0, lossMg: 0 };
    expect(castTotal(castsAfter)).toMatchObject({ castCount: castTotal(castsBefore).castCount + 1, finishedCount: castTotal(castsBefore).finishedCount + 1, lossMg: castTotal(castsBefore).lossMg + 100 });
    const entryTotal = (r: { totals: { entryCount: number; acceptedCount: number; issuedMg: number }[] }) => r.totals[0] ?? { entryCount: 0, acceptedCount: 0, issuedMg: 0 };
    const entriesAfter = await report('entry', earlier);
    expect(entryTotal(entriesAfter)).toMatchObject({ entryCount: entryTotal(entriesBefore).entryCount + 1, acceptedCount: entryTotal(entriesBefore).acceptedCount + 1, issuedMg: entryTotal(entriesBefore).issuedMg + 2_000 });
    const bench = (r: { work: { material: { id: number }; entryCount: number }[] }) => r.work.filter((w) => w.material.id === ids.BD).reduce((n, w) => n + w.entryCount, 0);
    expect(bench(await report('staff', earlier))).toBe(bench(staffBefore) + 1);
    const [dayAfter, todayAfter] = [bdLoss(await dashboardOf(earlier)), bdLoss(await dashboardOf(today))];
    expect(dayAfter.castLossBasisPoints).not.toBeNull();
    expect(dayAfter.entryIssuedMg).toBe(dayBefore.entryIssuedMg + 2_000);
    // Not today: today's reports and dashboard are as they were.
    expect((await report('cast', today)).casts.items.map((c: { id: number }) => c.id)).not.toContain(castId);
    expect(castTotal(await report('cast', today))).toEqual(castTotal(castsToday));
    expect(entryTotal(await report('entry', today))).toEqual(entryTotal(entriesToday));
    expect(todayAfter).toEqual(todayBefore);
    // The closed month: its record is the one it was closed with.
    expect((await call(owner, 'GET', `/reports/monthly-record?month=${twoMonthsAgo}`)).json()).toEqual(frozen);
    expect((await call(owner, 'POST', `/ledger/periods/${twoMonthsAgo}/reopen`, { reason: 'test done' })).statusCode).toBe(200);
  });

  it('closing several entries together and sending one back take a posting day: the entries and their postings carry it, audited; refusals write nothing', async () => {
    const handedOut = { postingDate: earlier, ...reason };
    const [first, second] = [await entryAtClose(handedOut), await entryAtClose(handedOut)];
    const sheet = (cookie: string, extra: object) =>
      call(cookie, 'POST', '/entries/close-batches', { jewellerHolderId: ids.BENCH, entries: [first, second].map((entryId) => ({ entryId, returnedMg: 1_999 })), ...extra });
    const before = await postingCount();
    const noReason = await sheet(manager, { postingDate: earlier });
    const noReasonKh = await call(manager, 'POST', '/entries/close-batches', { jewellerHolderId: ids.BENCH, entries: [{ entryId: first, returnedMg: 1_999 }], postingDate: earlier }, 'kh');
    expect([noReason.statusCode, noReasonKh.statusCode]).toEqual([400, 400]);
    expect(noReason.json().error.fields.postingDateReason).toBeDefined();
    expect((await sheet(manager, { postingDate: tomorrow, ...reason })).statusCode).toBe(400);
    expect((await sheet(await ctx().signIn('jeweller1'), { postingDate: earlier, ...reason })).statusCode).toBe(403);
    expect(await postingCount()).toBe(before);

    const closed = await sheet(manager, { postingDate: earlier, ...reason });
    expect(closed.statusCode, closed.body).toBe(201);
    for (const id of [first, second]) {
      expect(await postingDateOf('entries', id)).toBe(earlier);
      expect(await daysOf('entry', id)).toEqual([earlier]);
      expect(await backdateAudits('entry', id)).toHaveLength(2);
    }

    const sentBack = await call(manager, 'POST', `/entries/${second}/send-back`, { note: 'weigh again', postingDate: earlier, ...reason });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(await postingDateOf('entries', second)).toBe(earlier);
    expect(await daysOf('entry', second)).toEqual([earlier]);
    expect(await backdateAudits('entry', second)).toHaveLength(3);
    const future = await call(manager, 'POST', `/entries/${first}/send-back`, { note: '', postingDate: tomorrow, ...reason }, 'kh');
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.postingDate).toBeDefined();
  });

  it('an old-gold purchase voucher and a stone lot’s receipt, split and adjustment take a posting day; without the right 403, without a reason 400, nothing written', async () => {
    const voucher = (cookie: string, extra: object) =>
      call(cookie, 'POST', '/sales/purchases', {
        branchId: ids.CM,
        lines: [{ kind: 'old_gold', materialId: ids.BD, weightMg: 3_000, purityMethod: 'karat_meter', testedPurity: 7_000, meltDeductionBp: 100 }],
        ...extra,
      });
    const invoiceCount = async () => Number((await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM invoices`))[0]!.n);
    const [postingsBefore, invoicesBefore] = [await postingCount(), await invoiceCount()];
    expect((await voucher(await ctx().signIn('cashier'), { postingDate: earlier, ...reason })).statusCode).toBe(403);
    expect((await voucher(owner, { postingDate: earlier })).json().error.fields.postingDateReason).toBeDefined();
    expect([await postingCount(), await invoiceCount()]).toEqual([postingsBefore, invoicesBefore]);
    const bought = await voucher(owner, { postingDate: earlier, ...reason });
    expect(bought.statusCode, bought.body).toBe(201);
    const invoiceId = bought.json().invoice.id as number;
    expect((await queryRows<{ day: string }>(db(), sql`SELECT posting_date::text AS day FROM invoices WHERE id = ${invoiceId}`))[0]!.day).toBe(earlier);
    expect(await daysOf('invoice', invoiceId)).toEqual([earlier]);
    expect(await backdateAudits('invoice', invoiceId)).toHaveLength(1);

    const lotBody = { stoneType: 'Back-dated ruby', shape: 'oval', sizeCmm: 400, count: 10, weightMct: 2_500, branchId: ids.CM };
    const movementCount = async () => Number((await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM stone_movements`))[0]!.n);
    const movesBefore = await movementCount();
    expect((await call(await ctx().signIn('setter'), 'POST', '/stones/lots', { ...lotBody, postingDate: earlier, ...reason })).statusCode).toBe(403);
    const noReason = await call(manager, 'POST', '/stones/lots', { ...lotBody, postingDate: earlier }, 'kh');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.postingDateReason).toBeDefined();
    expect(await movementCount()).toBe(movesBefore);
    const received = await call(manager, 'POST', '/stones/lots', { ...lotBody, postingDate: earlier, ...reason });
    expect(received.statusCode, received.body).toBe(201);
    const lotId = received.json().id as number;
    expect((await call(manager, 'POST', `/stones/lots/${lotId}/split`, { count: 2, weightMct: 500, postingDate: earlier, ...reason })).statusCode).toBe(201);
    expect((await call(manager, 'POST', `/stones/lots/${lotId}/adjustments`, { count: -1, weightMct: -250, reason: 'chipped', postingDate: earlier, ...reason })).statusCode).toBe(201);
    const days = await queryRows<{ kind: string; day: string }>(db(), sql`SELECT kind, posting_date::text AS day FROM stone_movements WHERE lot_id = ${lotId} ORDER BY id`);
    expect(days).toEqual([
      { kind: 'receive', day: earlier },
      { kind: 'split_out', day: earlier },
      { kind: 'adjust', day: earlier },
    ]);
    expect(await backdateAudits('stoneLot', lotId)).toHaveLength(3);
  });

  it('nothing is back-dated into a closed month: a sale, a cast step, an entry, a stock document each a 409, nothing written', async () => {
    expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/close`, { note: 'counted' })).statusCode).toBe(200);
    const castId = await newCast();
    const [finished] = await newItems(1, 'finishing');
    const atClose = await entryAtClose();
    const atCloseDay = await postingDateOf('entries', atClose);
    const stoneMovementCount = async () => Number((await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM stone_movements`))[0]!.n);
    const stonesBefore = await stoneMovementCount();
    const before = await postingCount();
    const refusals = [
      await sale(owner, { postingDate: earlier, ...reason }),
      await call(manager, 'POST', `/casting/casts/${castId}/pour`, { actualMg: 10_000, postingDate: earlier, ...reason }),
      await call(manager, 'POST', '/entries', { ...entryBody(), postingDate: earlier, ...reason }),
      await call(manager, 'POST', '/stock/accept', { branchId: ids.CM, sourceHolderId: ids.SAFE, lines: [{ itemId: finished!.id, grossMg: 3_000 }], postingDate: earlier, ...reason }),
      await call(manager, 'POST', '/entries/close-batches', { jewellerHolderId: ids.BENCH, entries: [{ entryId: atClose, returnedMg: 1_999 }], postingDate: earlier, ...reason }),
      await call(owner, 'POST', '/sales/purchases', {
        branchId: ids.CM,
        lines: [{ kind: 'old_gold', materialId: ids.BD, weightMg: 3_000, purityMethod: 'karat_meter', testedPurity: 7_000, meltDeductionBp: 100 }],
        postingDate: earlier,
        ...reason,
      }),
      await call(manager, 'POST', '/stones/lots', { stoneType: 'Back-dated ruby', shape: 'oval', sizeCmm: 400, count: 1, weightMct: 250, branchId: ids.CM, postingDate: earlier, ...reason }),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().error.code])).toEqual(Array.from({ length: 7 }, () => [409, 'ledger.periodClosed']));
    expect(await postingCount()).toBe(before);
    expect(await stoneMovementCount()).toBe(stonesBefore);
    expect(await postingDateOf('entries', atClose)).toBe(atCloseDay);
    expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/reopen`, { reason: 'test done' })).statusCode).toBe(200);
  });

  it('a back-dated document shows its posting day in the list answers, not the day it was written: invoices, payments, a holder’s history, casts, entries, stock documents, stone movements', async () => {
    const back = { postingDate: earlier, ...reason };
    const bought = await call(owner, 'POST', '/sales/purchases', {
      branchId: ids.CM,
      lines: [{ kind: 'old_gold', materialId: ids.BD, weightMg: 2_000, purityMethod: 'karat_meter', testedPurity: 7_000, meltDeductionBp: 100 }],
      ...back,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const voucherId = bought.json().invoice.id as number;
    const customerId = Number((await queryRows<{ id: number }>(db(), sql`SELECT id FROM customers ORDER BY id LIMIT 1`))[0]!.id);
    const deposit = await call(owner, 'POST', '/sales/payments', { branchId: ids.CM, customerId, type: 'deposit', tenders: [{ method: 'cash', currency: 'USD', amountMinor: 500 }], ...back });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const paymentId = deposit.json().payment.id as number;
    expect(deposit.json().payment.postingDate).toBe(earlier);
    const castId = await newCast();
    expect((await call(manager, 'POST', `/casting/casts/${castId}/pour`, { actualMg: 10_000, ...back })).statusCode).toBe(200);
    const entry = await call(manager, 'POST', '/entries', { ...entryBody(), ...back });
    expect(entry.statusCode, entry.body).toBe(201);
    const [finished] = await newItems(1, 'finishing');
    const accepted = await call(manager, 'POST', '/stock/accept', { branchId: ids.CM, sourceHolderId: ids.SAFE, lines: [{ itemId: finished!.id, grossMg: 3_000 }], ...back });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const lot = await call(manager, 'POST', '/stones/lots', { stoneType: 'Listed ruby', shape: 'oval', sizeCmm: 400, count: 4, weightMct: 1_000, branchId: ids.CM, ...back });
    expect(lot.statusCode, lot.body).toBe(201);

    type Dated = { postingDate: string };
    const dayIn = async <T extends Dated>(url: string, pick: (answer: { items: T[] }) => T | undefined) => {
      const answer = await call(owner, 'GET', url);
      expect(answer.statusCode, answer.body).toBe(200);
      return pick(answer.json())?.postingDate;
    };
    const byId = (id: number) => (answer: { items: (Dated & { id: number })[] }) => answer.items.find((i) => i.id === id);
    const castNumber = (await queryRows<{ number: string }>(db(), sql`SELECT number FROM casts WHERE id = ${castId}`))[0]!.number;
    expect(await dayIn(`/sales/invoices?kind=purchase&search=${bought.json().invoice.number}`, byId(voucherId))).toBe(earlier);
    expect(await dayIn(`/sales/payments?customerId=${customerId}&from=${earlier}&to=${earlier}&pageSize=200`, byId(paymentId))).toBe(earlier);
    expect(await dayIn(`/casting/casts?search=${castNumber}`, byId(castId))).toBe(earlier);
    expect(await dayIn(`/entries?number=${entry.json().number}`, byId(entry.json().id))).toBe(earlier);
    expect(await dayIn(`/stock/documents?kind=accept&code=${finished!.code}`, byId(accepted.json().id))).toBe(earlier);
    const history = await call(owner, 'GET', `/materials/holders/${ids.SAFE}/postings?materialId=${ids.BD}&from=${earlier}&to=${earlier}&pageSize=200`);
    const slipPostings = (history.json().items as (Dated & { document: { type: string; id: string } })[]).filter((p) => p.document.type === 'entry' && p.document.id === String(entry.json().id));
    expect(slipPostings.map((p) => p.postingDate)).toEqual([earlier]);
    const movements = (await call(owner, 'GET', `/stones/lots/${lot.json().id}`)).json().movements as (Dated & { kind: string })[];
    expect(movements.map((m) => [m.kind, m.postingDate])).toEqual([['receive', earlier]]);
    // Today's are on today.
    const todays = (await call(manager, 'POST', '/entries', entryBody())).json();
    expect(await dayIn(`/entries?number=${todays.number}`, byId(todays.id))).toBe(today);
  });

  it('the entry list’s month and the entries home figures go by the posting day: a back-dated entry is in its day’s month, a back-dated close is not this month’s', async () => {
    const numberOf = async (id: number) => (await queryRows<{ number: string }>(db(), sql`SELECT number FROM entries WHERE id = ${id}`))[0]!.number;
    const inMonth = async (month: string, id: number) =>
      ((await call(manager, 'GET', `/entries?month=${month}&number=${await numberOf(id)}`)).json().items as { id: number }[]).some((e) => e.id === id);
    const handedOut = await call(manager, 'POST', '/entries', { ...entryBody(), postingDate: earlier, ...reason });
    expect(handedOut.statusCode, handedOut.body).toBe(201);
    const id = handedOut.json().id as number;
    expect([await inMonth(lastMonth, id), await inMonth(monthOfDay(today), id)]).toEqual([true, false]);

    const home = async () => (await call(manager, 'GET', '/entries/home-figures')).json();
    const before = await home();
    const backClosed = await entryAtClose({ postingDate: earlier, ...reason });
    expect((await call(manager, 'POST', `/entries/${backClosed}/close`, { returnedMg: 1_999, postingDate: earlier, ...reason })).statusCode).toBe(200);
    const afterBack = await home();
    // Waiting for acceptance, but closed on a day of last month: not in this month's figures.
    expect(afterBack.waitingAcceptCount).toBe(before.waitingAcceptCount + 1);
    expect([afterBack.monthClosedCount, afterBack.monthIssuedMg]).toEqual([before.monthClosedCount, before.monthIssuedMg]);
    const todays = await entryAtClose();
    expect((await call(manager, 'POST', `/entries/${todays}/close`, { returnedMg: 1_999 })).statusCode).toBe(200);
    const afterToday = await home();
    expect([afterToday.monthClosedCount, afterToday.monthIssuedMg]).toEqual([before.monthClosedCount + 1, before.monthIssuedMg + 2_000]);
    expect([await inMonth(monthOfDay(today), todays), await inMonth(monthOfDay(today), backClosed), await inMonth(lastMonth, backClosed)]).toEqual([true, false, true]);
  });

  // A lot of ten stones for the preparations and the settings below, received today.
  const stoneLot = async (stoneType: string) => {
    const received = await call(manager, 'POST', '/stones/lots', { stoneType, shape: 'round', sizeCmm: 150, count: 10, weightMct: 1_000, branchId: ids.CM });
    expect(received.statusCode, received.body).toBe(201);
    return received.json().id as number;
  };
  const movementDays = async (lotId: number) =>
    queryRows<{ kind: string; day: string }>(db(), sql`SELECT kind, posting_date::text AS day FROM stone_movements WHERE lot_id = ${lotId} ORDER BY id`);

  it('stones prepared, returned and set into an entry take a posting day: on that day, audited; without the right 403, without a reason or in the future 400 (kh and en), nothing written', async () => {
    const lotId = await stoneLot('Back-dated diamond');
    const [item] = await newItems(1, 'finishing');
    const prepare = (cookie: string, extra: object, locale = 'en') => call(cookie, 'POST', '/stones/preparations', { lotId, itemId: item!.id, count: 4, weightMct: 400, ...extra }, locale);
    const setter = await ctx().signIn('setter');
    expect((await prepare(setter, { postingDate: earlier, ...reason })).statusCode).toBe(403);
    const [noReason, noReasonKh] = [await prepare(manager, { postingDate: earlier }), await prepare(manager, { postingDate: earlier }, 'kh')];
    expect([noReason.statusCode, noReasonKh.statusCode]).toEqual([400, 400]);
    expect(noReasonKh.json().error.fields.postingDateReason).not.toBe(noReason.json().error.fields.postingDateReason);
    const [future, futureKh] = [await prepare(manager, { postingDate: tomorrow, ...reason }), await prepare(manager, { postingDate: tomorrow, ...reason }, 'kh')];
    expect([future.statusCode, futureKh.statusCode]).toEqual([400, 400]);
    expect(futureKh.json().error.fields.postingDate).not.toBe(future.json().error.fields.postingDate);
    expect(await movementDays(lotId)).toEqual([{ kind: 'receive', day: today }]);

    const prepared = await prepare(manager, { postingDate: earlier, ...reason });
    expect(prepared.statusCode, prepared.body).toBe(201);
    const preparationId = prepared.json().id as number;
    expect(prepared.json().postingDate).toBe(earlier);
    const returned = await call(manager, 'POST', `/stones/preparations/${preparationId}/return`, { count: 1, weightMct: 100, postingDate: earlier, ...reason });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(await backdateAudits('stonePreparation', preparationId)).toHaveLength(2);

    const entry = await call(manager, 'POST', '/entries', { ...entryBody(), type: 'setting' });
    expect(entry.statusCode, entry.body).toBe(201);
    const entryId = entry.json().id as number;
    const stone = (extra: object, locale = 'en') =>
      call(manager, 'POST', `/entries/${entryId}/stones`, { pieceId: entry.json().pieces[0].id, stoneType: 'Back-dated diamond', shape: 'round', sizeCmm: 150, count: 2, weightMct: 200, lotId, ...extra }, locale);
    const stonesNoReason = await stone({ postingDate: earlier }, 'kh');
    expect(stonesNoReason.statusCode).toBe(400);
    expect(stonesNoReason.json().error.fields.postingDateReason).toBeDefined();
    // The entry's own jeweller may set stones in it, but not on another day.
    expect((await call(await ctx().signIn('jeweller1'), 'POST', `/entries/${entryId}/stones`, { pieceId: entry.json().pieces[0].id, stoneType: 'Back-dated diamond', shape: 'round', sizeCmm: 150, count: 2, weightMct: 200, lotId, postingDate: earlier, ...reason })).statusCode).toBe(403);
    const set = await stone({ postingDate: earlier, ...reason });
    expect(set.statusCode, set.body).toBe(201);
    expect(await backdateAudits('entry', entryId)).toHaveLength(1);
    expect(await movementDays(lotId)).toEqual([
      { kind: 'receive', day: today },
      { kind: 'prepare', day: earlier },
      { kind: 'return', day: earlier },
      { kind: 'set', day: earlier },
    ]);
    // Today's, with no day given: today.
    expect((await stone({})).statusCode).toBe(201);
    expect((await movementDays(lotId)).at(-1)).toEqual({ kind: 'set', day: today });
  });

  it('no stones are prepared, returned or set with a day in a closed month: each a 409, nothing written', async () => {
    const lotId = await stoneLot('Closed-month diamond');
    const [item] = await newItems(1, 'finishing');
    const prepared = await call(manager, 'POST', '/stones/preparations', { lotId, itemId: item!.id, count: 4, weightMct: 400 });
    expect(prepared.statusCode, prepared.body).toBe(201);
    const entry = await call(manager, 'POST', '/entries', { ...entryBody(), type: 'setting' });
    const before = await movementDays(lotId);
    expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/close`, { note: 'counted' })).statusCode).toBe(200);
    const back = { postingDate: earlier, ...reason };
    const refusals = [
      await call(manager, 'POST', '/stones/preparations', { lotId, itemId: item!.id, count: 1, weightMct: 100, ...back }),
      await call(manager, 'POST', `/stones/preparations/${prepared.json().id}/return`, { count: 1, weightMct: 100, ...back }),
      await call(manager, 'POST', `/entries/${entry.json().id}/stones`, { pieceId: entry.json().pieces[0].id, stoneType: 'Closed-month diamond', shape: 'round', sizeCmm: 150, count: 1, weightMct: 100, lotId, ...back }),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().error.code])).toEqual(Array.from({ length: 3 }, () => [409, 'ledger.periodClosed']));
    expect(await movementDays(lotId)).toEqual(before);
    expect((await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM entry_piece_stones WHERE entry_id = ${entry.json().id}`))[0]!.n).toBe(0);
    expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/reopen`, { reason: 'test done' })).statusCode).toBe(200);
  });

  it('a stone line taken out of an entry gives its stones back on a posting day: today by default, a back-dated day audited; without a reason 400, in a closed month 409, nothing written', async () => {
    const lotId = await stoneLot('Taken-out diamond');
    const entry = await call(manager, 'POST', '/entries', { ...entryBody(), type: 'setting' });
    expect(entry.statusCode, entry.body).toBe(201);
    const entryId = entry.json().id as number;
    const lineIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const set = await call(manager, 'POST', `/entries/${entryId}/stones`, { pieceId: entry.json().pieces[0].id, stoneType: 'Taken-out diamond', shape: 'round', sizeCmm: 150, count: 2, weightMct: 200, lotId });
      expect(set.statusCode, set.body).toBe(201);
      lineIds.push(set.json().id as number);
    }
    const [todays, backDated, closedMonths] = lineIds as [number, number, number];
    const linesLeft = async () => (await queryRows<{ id: number }>(db(), sql`SELECT id FROM entry_piece_stones WHERE entry_id = ${entryId} ORDER BY id`)).map((r) => r.id);
    const takeOut = (lineId: number, body?: object, locale = 'en') => call(manager, 'DELETE', `/entries/${entryId}/stones/${lineId}`, body, locale);

    // No day given (no body at all, as before): today.
    const takenOut = await takeOut(todays);
    expect(takenOut.statusCode, takenOut.body).toBe(204);
    expect((await movementDays(lotId)).at(-1)).toEqual({ kind: 'unset', day: today });

    const moved = await movementDays(lotId);
    const noReason = await takeOut(backDated, { postingDate: earlier }, 'kh');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.postingDateReason).toBeDefined();
    expect((await takeOut(backDated, { postingDate: tomorrow, ...reason })).statusCode).toBe(400);
    expect(await linesLeft()).toEqual([backDated, closedMonths]);
    expect(await movementDays(lotId)).toEqual(moved);

    expect((await takeOut(backDated, { postingDate: earlier, ...reason })).statusCode).toBe(204);
    expect((await movementDays(lotId)).at(-1)).toEqual({ kind: 'unset', day: earlier });
    expect(await backdateAudits('entry', entryId)).toHaveLength(1);

    expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/close`, { note: 'counted' })).statusCode).toBe(200);
    try {
      const refused = await takeOut(closedMonths, { postingDate: earlier, ...reason });
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'ledger.periodClosed']);
      expect(await linesLeft()).toEqual([closedMonths]);
      expect((await movementDays(lotId)).filter((m) => m.kind === 'unset')).toHaveLength(2);
    } finally {
      expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/reopen`, { reason: 'test done' })).statusCode).toBe(200);
    }
  });

  it('a close sheet keeps its own posting day: today by default, the back-dated day it closed its entries on, in its detail and the list (newest day first), audited; in a closed month 409, no sheet written', async () => {
    const sheet = (entryId: number, extra: object = {}) => call(manager, 'POST', '/entries/close-batches', { jewellerHolderId: ids.BENCH, entries: [{ entryId, returnedMg: 1_999 }], ...extra });
    const todays = await sheet(await entryAtClose());
    expect(todays.statusCode, todays.body).toBe(201);
    expect(todays.json().postingDate).toBe(today);
    const backDated = await sheet(await entryAtClose({ postingDate: earlier, ...reason }), { postingDate: earlier, ...reason });
    expect(backDated.statusCode, backDated.body).toBe(201);
    const backDatedId = backDated.json().id as number;
    expect((await call(manager, 'GET', `/entries/close-batches/${backDatedId}`)).json().postingDate).toBe(earlier);
    expect(await backdateAudits('entryCloseBatch', backDatedId)).toHaveLength(1);
    const listed = (await call(manager, 'GET', `/entries/close-batches?jewellerHolderId=${ids.BENCH}&pageSize=100`)).json().items as { id: number; postingDate: string }[];
    const [todaysAt, backDatedAt] = [listed.findIndex((b) => b.id === todays.json().id), listed.findIndex((b) => b.id === backDatedId)];
    expect(listed[backDatedAt]?.postingDate).toBe(earlier);
    // Written later, yet listed after today's sheet: the list goes by the posting day.
    expect(todaysAt).toBeGreaterThanOrEqual(0);
    expect(backDatedAt).toBeGreaterThan(todaysAt);

    const sheetCount = async () => Number((await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM entry_close_batches`))[0]!.n);
    const atClose = await entryAtClose();
    const before = await sheetCount();
    expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/close`, { note: 'counted' })).statusCode).toBe(200);
    try {
      const refused = await sheet(atClose, { postingDate: earlier, ...reason });
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'ledger.periodClosed']);
      expect(await sheetCount()).toBe(before);
    } finally {
      expect((await call(owner, 'POST', `/ledger/periods/${lastMonth}/reopen`, { reason: 'test done' })).statusCode).toBe(200);
    }
  });

  it('a voided invoice’s stones go back to their lot on the void’s day', async () => {
    const lotId = await stoneLot('Voided diamond');
    const sold = await call(owner, 'POST', '/sales/invoices', {
      branchId: ids.CM,
      newCustomer: { name: 'Gem buyer', phone: '012 000 222' },
      lines: [{ kind: 'stone', lotId, count: 1, weightMct: 100, priceMode: 'per_stone', unitPriceCents: 5_000 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    // The void's reason is its back-dating reason.
    const voided = await call(owner, 'POST', `/sales/invoices/${sold.json().invoice.id}/void`, { reason: 'wrong stone', postingDate: earlier });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await movementDays(lotId)).at(-1)).toEqual({ kind: 'sale_void', day: earlier });
  });
});
