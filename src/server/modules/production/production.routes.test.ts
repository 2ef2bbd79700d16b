import { count, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, users } from '../../platform/platform.tables';
import { describeOnBothEngines } from '../../testing/test-app';
import { materialByCode } from '../materials';
import { jewelryCategoryNames, seedJewelryCategories } from '../stock';
import { productionEvents, productionItems, preOrders } from './production.tables';

interface Item {
  id: number;
  code: string;
  stage: string;
  preOrderId: number | null;
  preOrderNumber: string | null;
  stageSince: string;
}

const serialOf = (code: string) => Number(code.slice(-6));

describeOnBothEngines('production routes', (ctx) => {
  const db = () => ctx().database.db;
  const materialId = async (code: string) => {
    const row = await materialByCode(db(), code);
    return row!.id;
  };
  const jewelryCategoryId = async (code: string) => {
    const row = (await jewelryCategoryNames(db())).find((c) => c.code === code);
    return row!.id;
  };
  const designerStaffId = async () => {
    const [row] = await db().select({ staffId: users.staffId }).from(users).where(eq(users.username, 'designer'));
    return row!.staffId!;
  };
  const rowCounts = async () => {
    const [[items], [events], [orders], [audits]] = await Promise.all([
      db().select({ n: count() }).from(productionItems),
      db().select({ n: count() }).from(productionEvents),
      db().select({ n: count() }).from(preOrders),
      db().select({ n: count() }).from(auditLog),
    ]);
    return { items: items!.n, events: events!.n, orders: orders!.n, audits: audits!.n };
  };
  const newItem = async (cookie: string, payload: Record<string, unknown>) => {
    const res = await ctx().request({ method: 'POST', url: '/api/production/items', cookie, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Item;
  };
  const move = (cookie: string, id: number | string, payload: Record<string, unknown>) =>
    ctx().request({ method: 'POST', url: `/api/production/items/${id}/moves`, cookie, payload });
  /** Puts an item's time in its stage back by some hours (the board's age). */
  const waitedHours = (id: number, hours: number) =>
    db()
      .update(productionItems)
      .set({ stageSince: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(productionItems.id, id));

  it('creates a pre-order and its pieces with gapless numbers, each at ordering with one creation event', async () => {
    const cookie = await ctx().signIn('manager');
    const au750 = await materialId('AU750');
    const designer = await designerStaffId();
    const res = await ctx().request({
      method: 'POST',
      url: '/api/production/pre-orders',
      cookie,
      payload: {
        customerName: 'Chea Dara',
        customerPhone: '012 345 678',
        designRef: 'RING-77',
        depositMinor: 5000,
        depositCurrency: 'USD',
        promisedOn: '2026-12-24',
        photos: ['/uploads/ring-77.jpg'],
        items: [
          { description: 'Ring, 18K', materialId: au750, designerStaffId: designer, targetWeightMg: 3750 },
          { description: 'Earring left', materialId: au750 },
          { description: 'Earring right', materialId: au750 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
    expect(order.number).toMatch(new RegExp(`^PO-${year}-\\d{6}$`));
    expect(order).toMatchObject({ customerName: 'Chea Dara', depositMinor: 5000, depositCurrency: 'USD', promisedOn: '2026-12-24', itemCount: 3 });
    const items = order.items as (Item & { targetWeightMg: number | null; designRef: string; designerStaffId: number | null })[];
    expect(items.map((i) => i.stage)).toEqual(['ordering', 'ordering', 'ordering']);
    expect(items.every((i) => i.code.startsWith(`IT-${year}-`) && i.preOrderNumber === order.number && i.designRef === 'RING-77')).toBe(true);
    const serials = items.map((i) => serialOf(i.code));
    expect(serials).toEqual([serials[0], serials[0]! + 1, serials[0]! + 2]);
    expect(items[0]).toMatchObject({ targetWeightMg: 3750, designerStaffId: designer });

    const events = await db().select().from(productionEvents).where(inArray(productionEvents.itemId, items.map((i) => i.id)));
    expect(events.map((e) => [e.fromStage, e.toStage, e.label])).toEqual(Array(3).fill([null, 'ordering', 'order']));
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'preOrder'));
    expect(audits.map((a) => [a.action, a.entityId])).toContainEqual(['preOrder.create', String(order.id)]);

    const found = await ctx().request({ method: 'GET', url: '/api/production/pre-orders?search=345%20678', cookie });
    expect(found.json().items.map((o: { number: string }) => o.number)).toEqual([order.number]);
    // The list counts each pre-order's own pieces.
    expect(found.json().items[0].itemCount).toBe(3);
    const one = await ctx().request({ method: 'GET', url: `/api/production/pre-orders/${order.id}`, cookie });
    expect(one.json().items.map((i: Item) => i.code)).toEqual(items.map((i) => i.code));
    const next = await newItem(cookie, { description: 'Stock bangle', materialId: au750 });
    expect(serialOf(next.code)).toBe(serials[2]! + 1);
    expect(next).toMatchObject({ preOrderId: null, stage: 'ordering' });
  });

  it('creates a pre-order once per Idempotency-Key: a repeated submit returns the first, another body under the key is a 422', async () => {
    const cookie = await ctx().signIn('manager');
    const payload = { customerName: 'Twice', depositMinor: 40_000, depositCurrency: 'KHR', items: [{ description: 'Bracelet', materialId: await materialId('AU750') }] };
    const headers = { 'idempotency-key': 'pre-order-twice-1' };
    const first = await ctx().request({ method: 'POST', url: '/api/production/pre-orders', cookie, payload, headers });
    const before = await rowCounts();
    const again = await ctx().request({ method: 'POST', url: '/api/production/pre-orders', cookie, payload, headers });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await ctx().request({ method: 'POST', url: '/api/production/pre-orders', cookie, payload: { ...payload, depositMinor: 1 }, headers });
    expect(other.statusCode).toBe(422);
    expect(await rowCounts()).toEqual(before);
  });

  it('walks an item ordering → designing → printing → waxing and shows the timeline oldest first with who, weight, photo and note', async () => {
    const cookie = await ctx().signIn('manager');
    const item = await newItem(cookie, { description: 'Pendant', materialId: await materialId('AU750') });
    const steps = [
      { to: 'designing', label: 'design_progress', note: 'sketch approved' },
      { to: 'printing', label: 'print', photoUrl: '/uploads/print-1.jpg' },
      { to: 'waxing', label: 'WAX_PREPARING', weightMg: 820 },
    ];
    for (const step of steps) {
      const res = await move(cookie, item.id, step);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().stage).toBe(step.to);
    }
    const timeline = await ctx().request({ method: 'GET', url: `/api/production/items/${item.id}/events`, cookie });
    expect(timeline.statusCode).toBe(200);
    const events = timeline.json().items;
    expect(events.map((e: { fromStage: string | null; toStage: string }) => [e.fromStage, e.toStage])).toEqual([
      [null, 'ordering'],
      ['ordering', 'designing'],
      ['designing', 'printing'],
      ['printing', 'waxing'],
    ]);
    expect(events[1]).toMatchObject({ label: 'design_progress', note: 'sketch approved', createdBy: { username: 'manager' } });
    expect(events[2]).toMatchObject({ photoUrl: '/uploads/print-1.jpg' });
    expect(events[3]).toMatchObject({ weightMg: 820, label: 'WAX_PREPARING' });
    const times = events.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const moves = await db().select().from(auditLog).where(eq(auditLog.entityId, String(item.id)));
    expect(moves.filter((a) => a.action === 'productionItem.move')).toHaveLength(3);
  });

  it('refuses an illegal move with a 409 and its message, writing no event', async () => {
    const cookie = await ctx().signIn('manager');
    const item = await newItem(cookie, { description: 'Chain', materialId: await materialId('AU750') });
    const before = await rowCounts();
    const res = await move(cookie, item.id, { to: 'casting' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'production.illegalMove', message: 'An item at ordering cannot move to casting' });
    const label = await move(cookie, item.id, { to: 'designing', label: 'print' });
    expect(label.statusCode).toBe(422);
    expect(label.json().error.code).toBe('production.labelNotForStage');
    expect(await rowCounts()).toEqual(before);
    const again = await ctx().request({ method: 'GET', url: `/api/production/items/${item.id}`, cookie });
    expect(again.json().stage).toBe('ordering');
  });

  it('refuses bad input with 400 and unknown records with 404, writing nothing and using no number', async () => {
    const cookie = await ctx().signIn('manager');
    const au750 = await materialId('AU750');
    const first = await newItem(cookie, { description: 'Before', materialId: au750 });
    const before = await rowCounts();
    const answers = await Promise.all([
      ctx().request({ method: 'GET', url: '/api/production/items/12ab', cookie }),
      move(cookie, 'abc', { to: 'designing' }),
      ctx().request({ method: 'GET', url: '/api/production/items/999999', cookie }),
      move(cookie, 999_999, { to: 'designing' }),
      ctx().request({ method: 'GET', url: '/api/production/items/999999/events', cookie }),
      ctx().request({ method: 'GET', url: '/api/production/pre-orders/999999', cookie }),
      ctx().request({ method: 'POST', url: '/api/production/items', cookie, payload: { description: 'x', materialId: au750, targetWeightMg: -5 } }),
      ctx().request({ method: 'POST', url: '/api/production/items', cookie, payload: { description: 'x', materialId: 999_999 } }),
      ctx().request({
        method: 'POST',
        url: '/api/production/pre-orders',
        cookie,
        payload: { customerName: 'x', items: [{ description: 'a', materialId: au750 }, { description: 'b', materialId: 999_999 }] },
      }),
      ctx().request({ method: 'POST', url: '/api/production/pre-orders', cookie, payload: { customerName: 'x', items: [] } }),
      ctx().request({
        method: 'POST',
        url: '/api/production/pre-orders',
        cookie,
        payload: { customerName: 'x', promisedOn: '2026-02-30', items: [{ description: 'a', materialId: au750 }] },
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 404, 404, 404, 404, 400, 404, 404, 400, 400]);
    expect(answers[6]!.json().error.fields).toHaveProperty('targetWeightMg');
    expect(answers[7]!.json().error.message).toBe('Not found: material');
    expect(await rowCounts()).toEqual(before);
    const next = await newItem(cookie, { description: 'After', materialId: au750 });
    expect(serialOf(next.code)).toBe(serialOf(first.code) + 1);
  });

  it('gives an item and a pre-order piece their jewelry category; none is null', async () => {
    const cookie = await ctx().signIn('manager');
    const au750 = await materialId('AU750');
    const [ring, pendant] = [await jewelryCategoryId('RING'), await jewelryCategoryId('PENDANT')];
    const item = await newItem(cookie, { description: 'Category ring', materialId: au750, categoryId: ring });
    expect(item).toMatchObject({ categoryId: ring });
    expect((await ctx().request({ method: 'GET', url: `/api/production/items/${item.id}`, cookie })).json()).toMatchObject({ categoryId: ring });
    expect(await newItem(cookie, { description: 'No category', materialId: au750 })).toMatchObject({ categoryId: null });
    const order = await ctx().request({
      method: 'POST',
      url: '/api/production/pre-orders',
      cookie,
      payload: {
        customerName: 'Category customer',
        items: [
          { description: 'Pendant', materialId: au750, categoryId: pendant },
          { description: 'Loose piece', materialId: au750, categoryId: null },
        ],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().items.map((i: { categoryId: number | null }) => i.categoryId)).toEqual([pendant, null]);
    const board = await ctx().request({ method: 'GET', url: `/api/production/board?materialId=${au750}&perStage=100`, cookie });
    const onBoard = board.json().stages.flatMap((s: { items: { id: number; categoryId: number | null }[] }) => s.items);
    expect(onBoard.find((i: { id: number }) => i.id === item.id)).toMatchObject({ categoryId: ring });
  });

  it('refuses an unknown or deactivated jewelry category with a 400 on its field, writing nothing and using no number', async () => {
    const cookie = await ctx().signIn('manager');
    const au750 = await materialId('AU750');
    const first = await newItem(cookie, { description: 'Before the bad category', materialId: au750 });
    const [retired] = await seedJewelryCategories(db(), [
      { code: 'RETIRED', nameKh: 'ឈប់ប្រើ', nameEn: 'Retired', makingChargeMode: 'per_piece', makingChargeCents: 100, active: false },
    ]);
    const before = await rowCounts();
    const unknown = await ctx().request({
      method: 'POST',
      url: '/api/production/items',
      cookie,
      payload: { description: 'x', materialId: au750, categoryId: 999_999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ categoryId: 'No such jewelry category' });
    const inactive = await ctx().request({
      method: 'POST',
      url: '/api/production/items',
      cookie,
      headers: { 'accept-language': 'km' },
      payload: { description: 'x', materialId: au750, categoryId: retired!.id },
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error.fields).toEqual({ categoryId: 'ប្រភេទគ្រឿងអលង្ការនេះត្រូវបានបិទ' });
    const order = await ctx().request({
      method: 'POST',
      url: '/api/production/pre-orders',
      cookie,
      payload: {
        customerName: 'x',
        depositMinor: 1_000,
        items: [
          { description: 'a', materialId: au750, categoryId: await jewelryCategoryId('RING') },
          { description: 'b', materialId: au750, categoryId: 999_999 },
          { description: 'c', materialId: au750, categoryId: retired!.id },
        ],
      },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields).toEqual({
      'items.1.categoryId': 'No such jewelry category',
      'items.2.categoryId': 'This jewelry category is deactivated',
    });
    expect(await rowCounts()).toEqual(before);
    const next = await newItem(cookie, { description: 'After the bad category', materialId: au750 });
    expect(serialOf(next.code)).toBe(serialOf(first.code) + 1);
  });

  it('finds an item by its code in any case (the tracker scan), 404 when unknown', async () => {
    const cookie = await ctx().signIn('setter');
    const manager = await ctx().signIn('manager');
    const item = await newItem(manager, { description: 'Scan me', materialId: await materialId('AU750') });
    const found = await ctx().request({ method: 'GET', url: `/api/production/items/by-code/${item.code.toLowerCase()}`, cookie });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: item.id, code: item.code });
    const unknown = await ctx().request({ method: 'GET', url: '/api/production/items/by-code/IT-1999-000001', cookie });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a designer read and take items through design and print only; a jeweller gets 403', async () => {
    const manager = await ctx().signIn('manager');
    const designer = await ctx().signIn('designer');
    const jeweller = await ctx().signIn('jeweller1');
    const au750 = await materialId('AU750');
    const item = await newItem(manager, { description: 'Designer piece', materialId: au750 });
    for (const url of ['/api/production/board', '/api/production/items', `/api/production/items/${item.id}`]) {
      expect((await ctx().request({ method: 'GET', url, cookie: jeweller })).statusCode, url).toBe(403);
      expect((await ctx().request({ method: 'GET', url, cookie: designer })).statusCode, url).toBe(200);
    }
    expect((await ctx().request({ method: 'POST', url: '/api/production/items', cookie: jeweller, payload: { description: 'x', materialId: au750 } })).statusCode).toBe(403);
    expect((await ctx().request({ method: 'POST', url: '/api/production/items', cookie: designer, payload: { description: 'x', materialId: au750 } })).statusCode).toBe(403);
    expect((await move(jeweller, item.id, { to: 'designing' })).statusCode).toBe(403);

    expect((await move(designer, item.id, { to: 'designing', label: 'design_progress' })).statusCode).toBe(200);
    const step = await ctx().request({ method: 'POST', url: `/api/production/items/${item.id}/steps`, cookie: designer, payload: { label: 'design_finish', photoUrl: '/uploads/cad.png' } });
    expect(step.statusCode, step.body).toBe(200);
    expect((await move(designer, item.id, { to: 'printing' })).statusCode).toBe(200);
    const before = await rowCounts();
    const toWax = await move(designer, item.id, { to: 'waxing' });
    expect(toWax.statusCode).toBe(403);
    expect(toWax.json().error.code).toBe('production.designOnly');
    const printStep = await ctx().request({ method: 'POST', url: `/api/production/items/${item.id}/steps`, cookie: designer, payload: { label: 'printing' } });
    expect(printStep.statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
    expect((await move(manager, item.id, { to: 'waxing' })).statusCode).toBe(200);
    const events = (await ctx().request({ method: 'GET', url: `/api/production/items/${item.id}/events`, cookie: designer })).json().items;
    expect(events.map((e: { label: string | null; createdBy: { username: string } }) => [e.label, e.createdBy.username])).toEqual([
      ['order', 'manager'],
      ['design_progress', 'designer'],
      ['design_finish', 'designer'],
      [null, 'designer'],
      [null, 'manager'],
    ]);
  });

  it('counts the items per work stage on the board and lists the longest-waiting first with their age in hours', async () => {
    const cookie = await ctx().signIn('manager');
    const ag925 = await materialId('AG925');
    const a = await newItem(cookie, { description: 'Board A', materialId: ag925 });
    const b = await newItem(cookie, { description: 'Board B', materialId: ag925 });
    const c = await newItem(cookie, { description: 'Board C', materialId: ag925 });
    expect((await move(cookie, c.id, { to: 'designing' })).statusCode).toBe(200);
    await waitedHours(a.id, 30);
    await waitedHours(b.id, 50);
    await waitedHours(c.id, 5);
    const res = await ctx().request({ method: 'GET', url: `/api/production/board?materialId=${ag925}`, cookie });
    expect(res.statusCode).toBe(200);
    const stages = res.json().stages as { stage: string; count: number; items: (Item & { ageHours: number })[] }[];
    expect(stages.map((s) => s.stage)).toEqual(['ordering', 'designing', 'printing', 'waxing', 'casting', 'cleaning', 'assembling', 'setting', 'finishing']);
    const ordering = stages.find((s) => s.stage === 'ordering')!;
    expect(ordering.count).toBe(2);
    expect(ordering.items.map((i) => [i.id, i.ageHours])).toEqual([
      [b.id, 50],
      [a.id, 30],
    ]);
    expect(stages.find((s) => s.stage === 'designing')!.items.map((i) => [i.id, i.ageHours])).toEqual([[c.id, 5]]);
    expect(stages.filter((s) => !['ordering', 'designing'].includes(s.stage)).every((s) => s.count === 0)).toBe(true);
    const limited = await ctx().request({ method: 'GET', url: `/api/production/board?materialId=${ag925}&perStage=1`, cookie });
    const first = limited.json().stages[0];
    expect([first.count, first.items.map((i: Item) => i.id)]).toEqual([2, [b.id]]);
    const ordersOnly = await ctx().request({ method: 'GET', url: `/api/production/board?materialId=${ag925}&preOrderOnly=true`, cookie });
    expect(ordersOnly.json().stages.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect((await ctx().request({ method: 'GET', url: '/api/production/board?perStage=101', cookie })).statusCode).toBe(400);
  });

  it('lists items filtered by stage and material, oldest in the stage first, searchable by code', async () => {
    const cookie = await ctx().signIn('manager');
    const ag925 = await materialId('AG925');
    const res = await ctx().request({ method: 'GET', url: `/api/production/items?materialId=${ag925}&stage=ordering`, cookie });
    const listed = res.json();
    expect(listed.total).toBe(2);
    expect(listed.items.map((i: { description: string }) => i.description)).toEqual(['Board B', 'Board A']);
    const code = listed.items[0].code as string;
    const search = await ctx().request({ method: 'GET', url: `/api/production/items?search=${code.toLowerCase()}`, cookie });
    expect(search.json().items.map((i: Item) => i.code)).toEqual([code]);
  });

  it('shows the design queue per designer with the latest design step', async () => {
    const cookie = await ctx().signIn('manager');
    const designer = await designerStaffId();
    const item = await newItem(cookie, { description: 'Queue piece', materialId: await materialId('AU585'), designerStaffId: designer });
    expect((await move(cookie, item.id, { to: 'designing', label: 'design_progress' })).statusCode).toBe(200);
    const before = await ctx().request({ method: 'GET', url: `/api/production/design-queue?designerStaffId=${designer}`, cookie });
    const findIn = (body: { designers: { designerStaffId: number; items: { id: number; designLabel: string | null }[] }[] }) =>
      body.designers.find((d) => d.designerStaffId === designer)!.items.find((i) => i.id === item.id);
    expect(findIn(before.json())).toMatchObject({ designLabel: 'design_progress', stage: 'designing' });
    await ctx().request({ method: 'POST', url: `/api/production/items/${item.id}/steps`, cookie, payload: { label: 'design_finish' } });
    const after = await ctx().request({ method: 'GET', url: '/api/production/design-queue', cookie });
    expect(findIn(after.json())).toMatchObject({ designLabel: 'design_finish' });
    expect(after.json().designers.every((d: { items: Item[] }) => d.items.every((i) => ['ordering', 'designing'].includes(i.stage)))).toBe(true);
  });

  it('lists late pre-order items and items stuck in a stage longer than the given days', async () => {
    const cookie = await ctx().signIn('manager');
    const au9999 = await materialId('AU9999');
    const order = await ctx().request({
      method: 'POST',
      url: '/api/production/pre-orders',
      cookie,
      payload: { customerName: 'Late customer', promisedOn: '2020-01-10', items: [{ description: 'Late ring', materialId: au9999 }, { description: 'Late done', materialId: au9999 }] },
    });
    const [late, cancelled] = order.json().items as Item[];
    expect((await move(cookie, cancelled!.id, { to: 'cancelled' })).statusCode).toBe(200);
    const stuck = await newItem(cookie, { description: 'Stuck', materialId: au9999 });
    await waitedHours(stuck.id, 10 * 24);
    const res = await ctx().request({ method: 'GET', url: `/api/production/unfinished?materialId=${au9999}`, cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.late.map((i: Item) => i.id)).toEqual([late!.id]);
    expect(body.late[0]).toMatchObject({ promisedOn: '2020-01-10' });
    expect(body.late[0].daysLate).toBeGreaterThan(2000);
    expect(body.stuck.map((i: Item & { daysInStage: number }) => [i.id, i.daysInStage])).toEqual([[stuck.id, 10]]);
    expect([body.lateTotal, body.stuckTotal]).toEqual([1, 1]);
    const patient = await ctx().request({ method: 'GET', url: `/api/production/unfinished?materialId=${au9999}&stuckDays=30`, cookie });
    expect(patient.json().stuck).toEqual([]);
    expect((await ctx().request({ method: 'GET', url: '/api/production/unfinished?stuckDays=0', cookie })).statusCode).toBe(400);
  });

  interface Group {
    key: string;
    preOrderId: number | null;
    preOrderNumber: string | null;
    preOrderCount: number;
    customerName: string | null;
    promisedOn: string | null;
    late: boolean;
    itemCount: number;
    stageCounts: { stage: string; count: number }[];
    items: (Item & { ageHours: number })[];
  }
  const groupsOf = async (cookie: string, query: string) => {
    const res = await ctx().request({ method: 'GET', url: `/api/production/groups?${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { by: string; items: Group[]; total: number; page: number; pageSize: number; today: string };
  };
  const newPreOrder = async (cookie: string, payload: Record<string, unknown>) => {
    const res = await ctx().request({ method: 'POST', url: '/api/production/pre-orders', cookie, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; number: string; items: Item[] };
  };
  /** AU990 is used by these group tests only: their counts are exact. */
  let groupOrders: { late: { id: number; number: string; items: Item[] }; later: { number: string }; noPromise: { number: string } };

  it('groups items in production by pre-order, counting each stage, flagging late promises, items for stock last', async () => {
    const cookie = await ctx().signIn('manager');
    const au990 = await materialId('AU990');
    const piece = (description: string) => ({ description, materialId: au990 });
    const late = await newPreOrder(cookie, {
      customerName: 'Sok Group',
      customerPhone: '097 111 2222',
      promisedOn: '2020-03-01',
      items: [piece('Ring'), piece('Pendant'), piece('Chain')],
    });
    const later = await newPreOrder(cookie, { customerName: 'Sok Group', customerPhone: '0971112222', promisedOn: '2099-01-01', items: [piece('Bangle')] });
    const noPromise = await newPreOrder(cookie, { customerName: 'Vanna Group', items: [piece('Earring L'), piece('Earring R')] });
    groupOrders = { late, later, noPromise };
    const [ring, pendant, chain] = late.items;
    expect((await move(cookie, pendant!.id, { to: 'designing' })).statusCode).toBe(200);
    expect((await move(cookie, chain!.id, { to: 'cancelled' })).statusCode).toBe(200);
    const oldStock = await newItem(cookie, piece('Stock ring'));
    const newStock = await newItem(cookie, piece('Stock chain'));
    await waitedHours(oldStock.id, 30);

    const body = await groupsOf(cookie, `materialId=${au990}`);
    expect(body.items.map((g) => g.key)).toEqual([`order-${late.id}`, `order-${later.items[0]!.preOrderId}`, `order-${noPromise.id}`, 'stock']);
    expect([body.total, body.page, body.pageSize]).toEqual([4, 1, 20]);
    const [first, second, third, stock] = body.items;
    expect(first).toMatchObject({ preOrderNumber: late.number, customerName: 'Sok Group', promisedOn: '2020-03-01', late: true, itemCount: 2, preOrderCount: 1 });
    expect(first!.stageCounts).toEqual([
      { stage: 'ordering', count: 1 },
      { stage: 'designing', count: 1 },
    ]);
    expect(first!.items.map((i) => i.id).sort()).toEqual([ring!.id, pendant!.id].sort());
    expect(second).toMatchObject({ preOrderNumber: later.number, late: false, itemCount: 1 });
    expect(third).toMatchObject({ preOrderNumber: noPromise.number, promisedOn: null, late: false, itemCount: 2 });
    expect(stock).toMatchObject({ preOrderId: null, preOrderNumber: null, customerName: null, itemCount: 2, stageCounts: [{ stage: 'ordering', count: 2 }] });
    expect(stock!.items.map((i) => [i.id, i.ageHours])).toEqual([
      [oldStock.id, 30],
      [newStock.id, 0],
    ]);

    const all = await groupsOf(cookie, `materialId=${au990}&includeFinished=true`);
    expect(all.items[0]).toMatchObject({ itemCount: 3, late: true });
    expect(all.items[0]!.stageCounts).toEqual([
      { stage: 'ordering', count: 1 },
      { stage: 'designing', count: 1 },
      { stage: 'cancelled', count: 1 },
    ]);
  });

  it('groups by customer (one phone however typed), leaving items for stock out, and searches number, name and phone', async () => {
    const cookie = await ctx().signIn('designer');
    const au990 = await materialId('AU990');
    const { late, later, noPromise } = groupOrders;
    const byCustomer = await groupsOf(cookie, `by=customer&materialId=${au990}`);
    expect(byCustomer.items.map((g) => [g.key, g.customerName, g.itemCount, g.preOrderCount, g.promisedOn, g.late])).toEqual([
      ['phone-0971112222', 'Sok Group', 3, 2, '2020-03-01', true],
      ['name-vanna group', 'Vanna Group', 2, 1, null, false],
    ]);
    expect([byCustomer.by, byCustomer.total]).toEqual(['customer', 2]);
    expect(byCustomer.items[0]!.items.map((i) => i.preOrderNumber).sort()).toEqual([late.number, late.number, later.number].sort());

    const numbers = async (query: string) => (await groupsOf(cookie, `materialId=${au990}&${query}`)).items.map((g) => g.preOrderNumber);
    expect(await numbers('search=097%20111')).toEqual([late.number, later.number]);
    expect(await numbers('search=0971112222')).toEqual([late.number, later.number]);
    expect(await numbers(`search=${noPromise.number.toLowerCase()}`)).toEqual([noPromise.number]);
    expect(await numbers('search=VANNA')).toEqual([noPromise.number]);
    expect(await numbers('search=nobody-here')).toEqual([]);
  });

  it('pages the groups on the server and refuses a bad grouping with 400 and its field', async () => {
    const cookie = await ctx().signIn('manager');
    const au990 = await materialId('AU990');
    const second = await groupsOf(cookie, `materialId=${au990}&pageSize=3&page=2`);
    expect([second.items.map((g) => g.key), second.total]).toEqual([['stock'], 4]);
    const beyond = await groupsOf(cookie, `materialId=${au990}&pageSize=3&page=5`);
    expect([beyond.items, beyond.total]).toEqual([[], 4]);
    const bad = await ctx().request({ method: 'GET', url: '/api/production/groups?by=designer', cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('by');
    const tooBig = await ctx().request({ method: 'GET', url: '/api/production/groups?pageSize=51', cookie });
    expect(tooBig.json().error.fields).toHaveProperty('pageSize');
    const jeweller = await ctx().signIn('jeweller1');
    expect((await ctx().request({ method: 'GET', url: '/api/production/groups', cookie: jeweller })).statusCode).toBe(403);
  });
});
