import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { StoneLotDetail } from '../../../shared/contracts/stones/stone-lots';
import type { StonePreparation } from '../../../shared/contracts/stones/stone-preparations';
import { shopTime } from '../../../shared/shop-time';
import { auditLog, branches } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { preOrderRefs, productionItemRefs, seedProductionItem } from '../production';
import { stoneMovements } from './stones.tables';

describeOnBothEngines('stones routes: the size chart, lots, preparations, gem reports', (ctx) => {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    ctx().request({ method, url: `/api/stones${url}`, cookie, ...(payload ? { payload } : {}) });
  const branchId = async (code: string) => (await ctx().database.db.select().from(branches).where(eq(branches.code, code)))[0]!.id;
  const auditRows = async () => (await ctx().database.db.select({ n: count() }).from(auditLog))[0]!.n;
  const receive = async (cookie: string, fields: Record<string, unknown> = {}) => {
    const res = await call('POST', '/lots', cookie, { stoneType: 'Ruby', shape: 'oval', sizeCmm: 400, count: 50, weightMct: 12_500, branchId: await branchId('WS'), ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as StoneLotDetail;
  };
  const lotOf = async (cookie: string, id: number) => (await call('GET', `/lots/${id}`, cookie)).json() as StoneLotDetail;
  const anItem = async (description = 'Engagement ring, 18K, five stones') => {
    const items = productionItemRefs('items');
    return (await ctx().database.db.select().from(items).where(eq(items.description, description)))[0]!;
  };

  it('keeps a size chart per type and shape, only for stones.settings, and estimates a count’s carats from it', async () => {
    const manager = await ctx().signIn('manager');
    const setter = await ctx().signIn('setter');
    const row = (sizeCmm: number, mctPerStone: number) => ({ stoneType: 'Test sapphire', shape: 'round', sizeCmm, mctPerStone });
    for (const [size, mct] of [[100, 6], [200, 40]] as const) expect((await call('POST', '/size-chart', manager, row(size, mct))).statusCode).toBe(201);
    expect((await call('POST', '/size-chart', setter, row(300, 130))).statusCode).toBe(403);
    // The same size again, whatever the case of the type: refused on the field.
    const again = await call('POST', '/size-chart', manager, { ...row(100, 7), stoneType: 'TEST SAPPHIRE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('sizeCmm');
    expect(again.json().error.message).toContain('1.00 mm');

    const list = (await call('GET', '/size-chart?stoneType=test%20sapphire&shape=round', setter)).json();
    expect(list.items.map((r: { sizeCmm: number }) => r.sizeCmm)).toEqual([100, 200]);
    expect(list.stoneTypes).toContain('Test sapphire');

    const estimate = async (sizeCmm: number, n: number) => (await call('GET', `/size-chart/estimate?stoneType=Test%20sapphire&shape=round&sizeCmm=${sizeCmm}&count=${n}`, setter)).json();
    expect(await estimate(200, 3)).toMatchObject({ method: 'exact', weightMct: 120, mctPerStone: 40 });
    // 1.33 mm: 6 + 34 × 33 / 100 = 17.22 a stone; 7 stones 120.54 → 121 (not 7 × 17 = 119).
    expect(await estimate(133, 7)).toMatchObject({ method: 'interpolated', weightMct: 121, mctPerStone: 17 });
    expect(await estimate(250, 1)).toMatchObject({ method: 'outside', weightMct: null, upper: null, lower: { sizeCmm: 200 } });

    const id = list.items[1].id as number;
    expect((await call('PATCH', `/size-chart/${id}`, manager, { mctPerStone: 42 })).json()).toMatchObject({ sizeCmm: 200, mctPerStone: 42 });
    expect((await call('DELETE', `/size-chart/${id}`, setter)).statusCode).toBe(403);
    expect((await call('DELETE', `/size-chart/${id}`, manager)).statusCode).toBe(204);
    expect((await call('DELETE', `/size-chart/${id}`, manager)).statusCode).toBe(404);
  });

  it('receives a lot (numbered SL-year-n) and lists it with its balances; a cashier may look but not receive', async () => {
    const manager = await ctx().signIn('manager');
    const cashier = await ctx().signIn('cashier');
    const lot = await receive(manager, { colour: 'Pigeon blood', costCentsPerCarat: 40_000, supplier: 'Pailin gems' });
    expect(lot.code).toMatch(new RegExp(`^SL-${shopTime().yearOf(new Date())}-\\d{6}$`));
    expect(lot).toMatchObject({ available: { count: 50, weightMct: 12_500 }, prepared: { count: 0, weightMct: 0 }, branch: { code: 'WS' }, createdBy: 'manager' });
    expect(lot.movements).toMatchObject([{ kind: 'receive', count: 50, weightMct: 12_500 }]);
    expect((await call('POST', '/lots', cashier, { stoneType: 'Ruby', shape: 'oval', sizeCmm: 400, count: 1, weightMct: 1, branchId: lot.branch.id })).statusCode).toBe(403);
    const list = (await call('GET', `/lots?search=pigeon&stoneType=ruby`, cashier)).json();
    expect(list.items.map((l: { id: number }) => l.id)).toContain(lot.id);
    expect(list.totals.available.count).toBeGreaterThanOrEqual(50);
    expect((await call('GET', `/lots?search=${lot.code}`, cashier)).json().total).toBe(1);
    expect((await call('GET', `/lots?state=empty&search=${lot.code}`, cashier)).json().total).toBe(0);
  });

  it("a lot's cost per carat is the owner's and manager's: others read it as null and cannot set one", async () => {
    const manager = await ctx().signIn('manager');
    const lot = await receive(manager, { colour: 'Cost test', costCentsPerCarat: 55_000 });
    expect(lot.costCentsPerCarat).toBe(55_000);
    for (const username of ['owner', 'manager']) {
      const cookie = await ctx().signIn(username);
      expect((await lotOf(cookie, lot.id)).costCentsPerCarat).toBe(55_000);
    }
    for (const username of ['cashier', 'setter']) {
      const cookie = await ctx().signIn(username);
      const detail = await call('GET', `/lots/${lot.id}`, cookie);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().costCentsPerCarat).toBeNull();
      const listed = (await call('GET', `/lots?search=${lot.code}`, cookie)).json();
      expect(listed.items.map((l: { costCentsPerCarat: number | null }) => l.costCentsPerCarat)).toEqual([null]);
      expect(detail.body).not.toContain('55000');
    }
    const setter = await ctx().signIn('setter');
    const before = await auditRows();
    const priced = await call('POST', '/lots', setter, { stoneType: 'Ruby', shape: 'oval', sizeCmm: 400, count: 1, weightMct: 250, branchId: await branchId('WS'), costCentsPerCarat: 1_000 });
    expect(priced.statusCode).toBe(403);
    expect(priced.json().error.code).toBe('auth.forbidden');
    expect(await auditRows()).toBe(before);
    const split = await call('POST', `/lots/${lot.id}/split`, setter, { count: 1, weightMct: 250 });
    expect(split.statusCode).toBe(201);
    expect([split.json().lot.costCentsPerCarat, split.json().newLot.costCentsPerCarat]).toEqual([null, null]);
    expect((await lotOf(manager, split.json().newLot.id)).costCentsPerCarat).toBe(55_000);
  });

  it('splits part of a lot into a new one elsewhere, the count and the weight conserved exactly', async () => {
    const manager = await ctx().signIn('manager');
    const lot = await receive(manager);
    const res = await call('POST', `/lots/${lot.id}/split`, manager, { count: 20, weightMct: 5_123, branchId: await branchId('PP-CM'), note: 'for the counter' });
    expect(res.statusCode, res.body).toBe(201);
    const { lot: rest, newLot } = res.json() as { lot: StoneLotDetail; newLot: StoneLotDetail };
    expect(rest.available).toEqual({ count: 30, weightMct: 7_377 });
    expect(newLot).toMatchObject({ available: { count: 20, weightMct: 5_123 }, branch: { code: 'PP-CM' }, splitFrom: { id: lot.id, code: lot.code }, stoneType: 'Ruby', shape: 'oval', sizeCmm: 400 });
    expect(rest.available.count + newLot.available.count).toBe(50);
    expect(rest.available.weightMct + newLot.available.weightMct).toBe(12_500);
    expect(rest.movements.at(-1)).toMatchObject({ kind: 'split_out', otherLot: { id: newLot.id } });
  });

  it('splits once per Idempotency-Key: a double click or a retry answers the first split', async () => {
    const manager = await ctx().signIn('manager');
    const lot = await receive(manager);
    const body = { count: 5, weightMct: 1_250, branchId: await branchId('PP-CM'), note: 'twice?' };
    const headers = { 'idempotency-key': `split-${lot.id}-${Math.random()}` };
    const first = await ctx().request({ method: 'POST', url: `/api/stones/lots/${lot.id}/split`, cookie: manager, payload: body, headers });
    const again = await ctx().request({ method: 'POST', url: `/api/stones/lots/${lot.id}/split`, cookie: manager, payload: body, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().newLot.id).toBe(first.json().newLot.id);
    expect((await lotOf(manager, lot.id)).available).toEqual({ count: 45, weightMct: 11_250 });
  });

  it('refuses a split, an adjustment or a preparation that would take a lot below zero or leave stones weighing nothing, with field errors, changing nothing', async () => {
    const manager = await ctx().signIn('manager');
    const lot = await receive(manager, { count: 10, weightMct: 1_000 });
    const item = await anItem();
    const before = await auditRows();
    const tooMany = await call('POST', `/lots/${lot.id}/split`, manager, { count: 11, weightMct: 100 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toEqual({ count: 'Only 10 stones are left' });
    const tooHeavy = await call('POST', '/preparations', manager, { lotId: lot.id, itemId: item.id, count: 2, weightMct: 1_001 });
    expect(tooHeavy.json().error.fields).toEqual({ weightMct: 'Only 1.000\u00a0ct are left' });
    const lastStones = await call('POST', '/preparations', manager, { lotId: lot.id, itemId: item.id, count: 10, weightMct: 999 });
    expect(lastStones.json().error.fields).toEqual({ weightMct: 'The last 10 stones take all the 1.000\u00a0ct left' });
    const weightless = await call('POST', `/lots/${lot.id}/adjustments`, manager, { count: 0, weightMct: -1_000, reason: 'weighed again' });
    expect(weightless.statusCode).toBe(400);
    expect(weightless.json().error.fields.weightMct).toMatch(/must keep some weight/);
    const below = await call('POST', `/lots/${lot.id}/adjustments`, manager, { count: -11, weightMct: -1_000, reason: 'lost' });
    expect(below.json().error.fields).toEqual({ count: 'Only 10 stones are left' });
    const nothing = await call('POST', `/lots/${lot.id}/adjustments`, manager, { count: 0, weightMct: 0, reason: 'nothing' });
    expect(nothing.statusCode).toBe(400);
    const khmer = await ctx().request({ method: 'POST', url: `/api/stones/lots/${lot.id}/split`, cookie: manager, payload: { count: 11, weightMct: 100 }, headers: { 'accept-language': 'km' } });
    expect(khmer.json().error.fields.count).toBe('នៅសល់ត្បូងតែ 10 គ្រាប់ប៉ុណ្ណោះ');
    expect(await auditRows()).toBe(before);
    expect((await lotOf(manager, lot.id)).movements).toHaveLength(1);
    expect((await call('POST', '/lots/999999/split', manager, { count: 1, weightMct: 1 })).statusCode).toBe(404);
  });

  it('adjusts a lot up or down with a reason', async () => {
    const manager = await ctx().signIn('manager');
    const lot = await receive(manager, { count: 10, weightMct: 1_000 });
    const res = await call('POST', `/lots/${lot.id}/adjustments`, manager, { count: -1, weightMct: -95, reason: 'a chipped stone' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ available: { count: 9, weightMct: 905 } });
    expect(res.json().movements.at(-1)).toMatchObject({ kind: 'adjust', count: -1, weightMct: -95, note: 'a chipped stone' });
  });

  it('prepares stones for an item, assigns them once, and returns some to the lot', async () => {
    const setter = await ctx().signIn('setter');
    const manager = await ctx().signIn('manager');
    const lot = await receive(manager, { count: 40, weightMct: 4_000 });
    const item = await anItem('Lotus ring, 18K');
    const res = await call('POST', '/preparations', setter, { lotId: lot.id, itemId: item.id, count: 12, weightMct: 1_210, note: 'petals' });
    expect(res.statusCode, res.body).toBe(201);
    const prep = res.json() as StonePreparation;
    expect(prep).toMatchObject({ state: 'prepared', prepared: { count: 12, weightMct: 1_210 }, held: { count: 12, weightMct: 1_210 }, target: { kind: 'item', id: item.id, code: item.code } });
    expect(await lotOf(setter, lot.id)).toMatchObject({ available: { count: 28, weightMct: 2_790 }, prepared: { count: 12, weightMct: 1_210 } });

    const assigned = await call('POST', `/preparations/${prep.id}/assign`, setter, {});
    expect(assigned.json()).toMatchObject({ state: 'assigned' });
    expect((await call('POST', `/preparations/${prep.id}/assign`, setter, {})).statusCode).toBe(409);

    const over = await call('POST', `/preparations/${prep.id}/return`, setter, { count: 13, weightMct: 1_300 });
    expect(over.json().error.fields).toEqual({ count: 'Only 12 stones are left' });
    const back = await call('POST', `/preparations/${prep.id}/return`, setter, { count: 2, weightMct: 200 });
    expect(back.json()).toMatchObject({ held: { count: 10, weightMct: 1_010 }, returned: { count: 2, weightMct: 200 }, state: 'assigned' });
    const all = await call('POST', `/preparations/${prep.id}/return`, setter, { count: 10, weightMct: 1_010 });
    expect(all.json()).toMatchObject({ held: { count: 0, weightMct: 0 }, state: 'returned' });
    expect((await call('POST', `/preparations/${prep.id}/return`, setter, { count: 1, weightMct: 1 })).statusCode).toBe(409);
    expect(await lotOf(setter, lot.id)).toMatchObject({ available: { count: 40, weightMct: 4_000 }, prepared: { count: 0, weightMct: 0 } });
    expect((await call('GET', `/preparations?itemId=${item.id}&open=false`, setter)).json().items.map((p: StonePreparation) => p.id)).toContain(prep.id);
  });

  it('refuses a preparation for both an item and an order, for neither, or for one that does not exist', async () => {
    const manager = await ctx().signIn('manager');
    const lot = await receive(manager);
    const item = await anItem();
    const [order] = await ctx().database.db.select().from(preOrderRefs()).limit(1);
    const both = await call('POST', '/preparations', manager, { lotId: lot.id, itemId: item.id, preOrderId: order!.id, count: 1, weightMct: 10 });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().error.fields).sort()).toEqual(['itemId', 'preOrderId']);
    expect((await call('POST', '/preparations', manager, { lotId: lot.id, count: 1, weightMct: 10 })).statusCode).toBe(400);
    expect((await call('POST', '/preparations', manager, { lotId: lot.id, itemId: 999_999, count: 1, weightMct: 10 })).json().error.fields).toEqual({ itemId: 'No such production item' });
    expect((await call('POST', '/preparations', manager, { lotId: 999_999, itemId: item.id, count: 1, weightMct: 10 })).json().error.fields).toEqual({ lotId: 'No such stone lot' });
    const forOrder = await call('POST', '/preparations', manager, { lotId: lot.id, preOrderId: order!.id, count: 1, weightMct: 250 });
    expect(forOrder.json()).toMatchObject({ target: { kind: 'pre_order', id: order!.id, code: order!.number } });
  });

  it('makes a new numbered gem report each time, per branch and year without gaps, listed and fetched by id', async () => {
    const manager = await ctx().signIn('manager');
    const lot = await receive(manager, { stoneType: 'Emerald', shape: 'emerald', sizeCmm: 500 });
    // A new item stands at 'ordering', the stage the table gives it.
    const item = await seedProductionItem(ctx().database.db, { code: 'IT-GEM-REPORT', description: 'Emerald pendant', materialId: (await anItem()).materialId, stage: 'ordering' });
    const none = await call('POST', '/gem-reports', manager, { branchId: await branchId('WS'), itemId: item.id });
    expect(none.statusCode).toBe(422);
    await call('POST', '/preparations', manager, { lotId: lot.id, itemId: item.id, count: 3, weightMct: 750 });
    await call('POST', '/preparations', manager, { lotId: lot.id, itemId: item.id, count: 1, weightMct: 260 });
    const year = shopTime().yearOf(new Date());
    const first = await call('POST', '/gem-reports', manager, { branchId: await branchId('WS'), itemId: item.id, note: 'for the setter' });
    expect(first.statusCode, first.body).toBe(201);
    const report = first.json();
    expect(report.number).toMatch(new RegExp(`^GR-WS-${year}-\\d{6}$`));
    expect(report).toMatchObject({ target: { kind: 'item', code: 'IT-GEM-REPORT', description: 'Emerald pendant' }, totals: { prepared: { count: 4, weightMct: 1_010 }, held: { count: 4, weightMct: 1_010 } } });
    expect(report.groups).toEqual([
      { stoneType: 'Emerald', shape: 'emerald', sizeCmm: 500, prepared: { count: 4, weightMct: 1_010 }, held: { count: 4, weightMct: 1_010 }, set: { count: 0, weightMct: 0 }, returned: { count: 0, weightMct: 0 } },
    ]);
    expect(report.lines).toHaveLength(2);
    const second = (await call('POST', '/gem-reports', manager, { branchId: await branchId('WS'), itemId: item.id })).json();
    expect(Number(second.number.slice(-6))).toBe(Number(report.number.slice(-6)) + 1);
    const elsewhere = (await call('POST', '/gem-reports', manager, { branchId: await branchId('PP-TK'), itemId: item.id })).json();
    expect(elsewhere.number).toBe(`GR-PP-TK-${year}-000001`);
    const list = (await call('GET', `/gem-reports?itemId=${item.id}`, manager)).json();
    expect(list.items.map((r: { number: string }) => r.number)).toEqual([elsewhere.number, second.number, report.number]);
    expect((await call('GET', '/gem-reports?search=IT-GEM', manager)).json().total).toBe(3);
    expect((await call('GET', `/gem-reports/${report.id}`, manager)).json()).toEqual(report);
    expect((await call('GET', '/gem-reports/999999', manager)).statusCode).toBe(404);
  });

  it('lets two concurrent takes from one lot both through only if both fit', async () => {
    const manager = await ctx().signIn('manager');
    const lot = await receive(manager, { count: 50, weightMct: 5_000 });
    const item = await anItem();
    const take = () => call('POST', '/preparations', manager, { lotId: lot.id, itemId: item.id, count: 30, weightMct: 3_000 });
    const results = await Promise.all([take(), take()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await lotOf(manager, lot.id)).toMatchObject({ available: { count: 20, weightMct: 2_000 }, prepared: { count: 30, weightMct: 3_000 } });
    const splits = await Promise.all([1, 2, 3].map(() => call('POST', `/lots/${lot.id}/split`, manager, { count: 8, weightMct: 800 })));
    expect(splits.map((r) => r.statusCode).sort()).toEqual([201, 201, 400]);
    expect((await lotOf(manager, lot.id)).available).toEqual({ count: 4, weightMct: 400 });
  });

  it('has the demo’s stones: a charted size, lots at the workshop and the counter, the engagement ring’s diamonds set from what was prepared for it', async () => {
    const setter = await ctx().signIn('setter');
    const estimate = (await call('GET', '/size-chart/estimate?stoneType=diamond&shape=round&sizeCmm=150&count=4', setter)).json();
    expect(estimate).toMatchObject({ method: 'exact', weightMct: 60 });
    const counter = (await call('GET', `/lots?branchId=${await branchId('PP-CM')}&stoneType=Diamond`, setter)).json();
    expect(counter.items).toMatchObject([{ shape: 'round', sizeCmm: 150, available: { count: 50, weightMct: 752 }, splitFrom: { code: expect.any(String) } }]);
    const ring = await anItem();
    // Other tests here prepare rubies for the ring too: the demo's are its diamonds.
    const prepared = ((await call('GET', `/preparations?itemId=${ring.id}`, setter)).json().items as StonePreparation[]).filter((p) => p.lot.stoneType === 'Diamond');
    expect(prepared.map((p) => [p.lot.sizeCmm, p.state, p.set.count, p.set.weightMct]).sort()).toEqual([
      [150, 'set', 4, 60],
      [300, 'set', 1, 100],
    ]);
    const reports = (await call('GET', `/gem-reports?itemId=${ring.id}`, setter)).json();
    expect(reports.total).toBeGreaterThanOrEqual(1);
  });

  it('keeps movements insert-only', async () => {
    await expect(ctx().database.db.execute(sql`UPDATE ${stoneMovements} SET count = 0`)).rejects.toThrow();
    await expect(ctx().database.db.execute(sql`DELETE FROM ${stoneMovements}`)).rejects.toThrow();
  });
});
