import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createTestDatabase, engines, type TestDatabase } from '../testing/test-app';
import { verifyPassword } from '../platform/auth/passwords';
import { branches, staff, users } from '../platform/platform.tables';
import { findCasts, findWaxPieces, getCast } from '../modules/casting';
import { getAccounts } from '../modules/materials';
import { verifyLedger } from '../ledger';
import { findUnfinished, getBoard } from '../modules/production';
import { findCloseBatches, findEntries } from '../modules/entries';
import { findPending, findPieces } from '../modules/stock';
import { findCustomers } from '../modules/sales';
import { queryRows } from '../platform/db/database';
import { bootstrapShop as bootstrapData } from './demo';

/** Loading the whole demo (every module, through the services) takes seconds on a busy 2-core machine. */
const demoLoadTimeout = 60_000;

describe.each(engines)('first start [%s]', (engine) => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.drop();
    t = undefined;
  });

  /**
   * The small demo's first start, loaded once for the two tests that read it
   * (its result, then what it loaded): loading it is what they test, not
   * loading it twice. Whichever runs first loads it.
   */
  let smallShop: Promise<{ shop: TestDatabase; result: Awaited<ReturnType<typeof bootstrapData>> }> | undefined;
  const smallConfig = readConfig({ NODE_ENV: 'development', ATELIER_DEMO: 'small' });
  const startSmallShop = () =>
    (smallShop ??= createTestDatabase(engine).then(async (shop) => ({ shop, result: await bootstrapData(shop.database, smallConfig) })));
  afterAll(async () => {
    await (await smallShop)?.shop.drop();
  });

  it('loads one user per role, branches and staff outside production, once', async () => {
    const { shop, result } = await startSmallShop();
    expect(result).toMatchObject({ kind: 'demo', password: 'atelier-demo' });
    const names = (await shop.database.db.select({ u: users.username, r: users.role }).from(users)).map((r) => `${r.u}:${r.r}`);
    expect(names.sort()).toEqual(
      ['caster:caster', 'cashier:cashier', 'designer:designer', 'jeweller1:jeweller', 'jeweller2:jeweller', 'manager:manager', 'owner:owner', 'setter:setter'].sort(),
    );
    expect((await shop.database.db.select({ n: count() }).from(branches))[0]!.n).toBeGreaterThanOrEqual(2);
    expect((await shop.database.db.select({ n: count() }).from(staff))[0]!.n).toBe(8);
    expect(await bootstrapData(shop.database, smallConfig)).toEqual({ kind: 'existing' });
  }, demoLoadTimeout);

  it('loads a workshop at work: items in most stages, a late pre-order, waiting waxes, a finished cast that balances, a sound ledger', async () => {
    const db = (await startSmallShop()).shop.database.db;

    const board = await getBoard(db, { perStage: 20 });
    const busy = board.stages.filter((s) => s.count > 0).map((s) => s.stage);
    expect(busy).toEqual(expect.arrayContaining(['ordering', 'designing', 'printing', 'waxing', 'casting', 'cleaning', 'setting', 'finishing']));
    expect(board.stages.reduce((n, s) => n + s.count, 0)).toBeGreaterThanOrEqual(14);
    const ages = board.stages.flatMap((s) => s.items.map((i) => i.ageHours));
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(168);

    const unfinished = await findUnfinished(db, { stuckDays: 7, limit: 20 });
    expect(unfinished.lateTotal).toBeGreaterThanOrEqual(1);
    expect(unfinished.late.every((i) => i.daysLate > 0 && i.preOrderNumber !== null)).toBe(true);
    expect((await findWaxPieces(db, { page: 1, pageSize: 20 })).total).toBeGreaterThanOrEqual(3);

    const [finished] = (await findCasts(db, { status: 'finished', page: 1, pageSize: 20 })).items;
    const cast = await getCast(db, finished!.id);
    const { piecesMg, lossMg, lossBasisPoints } = cast.figures;
    expect(cast).toMatchObject({ materialCode: 'AU750', pieceCount: 3 });
    expect(cast.actualMg).toBe(cast.overMg! + cast.rootMg! + piecesMg! + lossMg!);
    expect(lossBasisPoints).toBeGreaterThanOrEqual(50);
    expect(lossBasisPoints).toBeLessThanOrEqual(150);
    const moved = (reason: string) => cast.postings.filter((p) => p.reason === reason).reduce((sum, p) => sum + p.mg, 0);
    expect([moved('cast.actual'), moved('cast.over'), moved('cast.root'), moved('cast.loss')]).toEqual([cast.actualMg, cast.overMg, cast.rootMg, lossMg]);
    expect((await findCasts(db, { open: 'true', page: 1, pageSize: 20 })).items.map((c) => c.status)).toContain('cleaning');

    // The benches: tickets in every state, one over its allowance accepted with a reason, a repair, a close sheet.
    const tickets = await findEntries(db, { page: 1, pageSize: 50 });
    expect(new Set(tickets.items.map((e) => e.state))).toEqual(new Set(['in_progress', 'waiting_accept', 'accepted']));
    expect(tickets.items.filter((e) => e.overAllowanceReason !== null)).toHaveLength(1);
    expect(tickets.items.find((e) => e.type === 'repair')?.repair).toMatchObject({ customerName: 'Chan Sophea', pickedUpAt: null });
    expect((await findCloseBatches(db, { page: 1, pageSize: 10 })).items).toEqual([expect.objectContaining({ entryCount: 2, lossMg: 60 })]);

    // The shops: opening stock in two branches, a ring frozen for a customer, two finished pieces waiting.
    const stock = await findPieces(db, { state: 'in_stock', page: 1, pageSize: 50 });
    expect(new Set(stock.items.map((p) => p.branch.code))).toEqual(new Set(['PP-CM', 'PP-TK']));
    expect(stock.items.filter((p) => p.frozen)).toHaveLength(1);
    expect((await findPending(db)).items.length).toBeGreaterThanOrEqual(2);

    expect(await verifyLedger(db)).toEqual([]);
    const accounts = await getAccounts(db, {});
    expect(accounts.materials.map((m) => [m.code, m.totalMg])).toEqual(accounts.materials.map((m) => [m.code, 0]));
  }, demoLoadTimeout);

  it('on a first start loads a month of a small shop through the services, in seconds, with a sound ledger', async () => {
    t = await createTestDatabase(engine);
    const startedAt = performance.now();
    const result = await bootstrapData(t.database, readConfig({ NODE_ENV: 'development' }));
    const seconds = (performance.now() - startedAt) / 1_000;
    console.log(`[${engine}] ${result.kind === 'demo' ? result.loaded : result.kind} (${seconds.toFixed(1)} s measured)`);
    expect(result).toMatchObject({ kind: 'demo', password: 'atelier-demo' });
    const db = t.database.db;
    const n = async (query: string) => Number((await queryRows<{ n: string | number }>(db, sql.raw(query)))[0]!.n);

    expect(await verifyLedger(db)).toEqual([]);
    expect((await findPieces(db, { state: 'in_stock', page: 1, pageSize: 20 })).total).toBeGreaterThanOrEqual(200);
    expect(await n(`SELECT count(DISTINCT branch_id) AS n FROM jewelry_pieces WHERE state = 'in_stock'`)).toBe(2);
    expect(await n(`SELECT count(DISTINCT category_id) AS n FROM jewelry_pieces`)).toBeGreaterThanOrEqual(7);
    expect(await n(`SELECT count(*) AS n FROM entries`)).toBeGreaterThanOrEqual(24);
    expect(await n(`SELECT count(*) AS n FROM invoices WHERE kind = 'invoice'`)).toBeGreaterThanOrEqual(40);
    expect(await n(`SELECT count(*) AS n FROM invoices WHERE kind = 'purchase'`)).toBeGreaterThanOrEqual(3);
    expect(await n(`SELECT count(*) AS n FROM casts`)).toBeGreaterThanOrEqual(5);
    expect(await n(`SELECT count(*) AS n FROM rate_publications`)).toBeGreaterThanOrEqual(28);
    expect(await n(`SELECT count(*) AS n FROM payment_tenders WHERE method = 'khqr'`)).toBeGreaterThanOrEqual(3);
    expect(await n(`SELECT count(*) AS n FROM payment_tenders WHERE currency = 'KHR'`)).toBeGreaterThanOrEqual(3);

    // Every jeweller: an entry accepted and one still at the bench.
    const benches = await queryRows<{ holder: number; accepted: number | string; open: number | string }>(
      db,
      sql`SELECT jeweller_holder_id AS holder, count(*) FILTER (WHERE state = 'accepted') AS accepted, count(*) FILTER (WHERE state = 'in_progress') AS open
            FROM entries e JOIN holders h ON h.id = e.jeweller_holder_id JOIN staff s ON s.id = h.staff_id WHERE s.kind = 'jeweller' GROUP BY 1`,
    );
    expect(benches.length).toBeGreaterThanOrEqual(6);
    for (const b of benches) expect([Number(b.accepted) > 0, Number(b.open) > 0]).toEqual([true, true]);

    // The month lies over the last thirty days, not all today: documents on many days, none in the future.
    expect(await n(`SELECT count(DISTINCT (issued_at AT TIME ZONE 'Asia/Phnom_Penh')::date) AS n FROM invoices`)).toBeGreaterThanOrEqual(20);
    expect(await n(`SELECT count(DISTINCT (created_at AT TIME ZONE 'Asia/Phnom_Penh')::date) AS n FROM postings`)).toBeGreaterThanOrEqual(25);
    expect(await n(`SELECT count(*) AS n FROM postings WHERE created_at < now() - interval '32 days' OR created_at > now() + interval '1 minute'`)).toBe(0);
    // Some customers still owe, some past their due date.
    const owing = await findCustomers(db, { owing: 'true', page: 1, pageSize: 50 });
    expect(owing.total).toBeGreaterThanOrEqual(3);
  }, 4 * demoLoadTimeout);

  it('in production without ATELIER_OWNER_PASSWORD loads nothing and waits for the setup in the browser; a short one is refused', async () => {
    t = await createTestDatabase(engine);
    expect(await bootstrapData(t.database, readConfig({ NODE_ENV: 'production' }))).toEqual({ kind: 'setup' });
    await expect(
      bootstrapData(t.database, readConfig({ NODE_ENV: 'production', ATELIER_OWNER_PASSWORD: 'short' })),
    ).rejects.toThrow(/12 characters/);
    expect((await t.database.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
  });

  it('in production creates only the owner, with the given password', async () => {
    t = await createTestDatabase(engine);
    const config = readConfig({ NODE_ENV: 'production', ATELIER_OWNER_PASSWORD: 'a long owner password' });
    expect(await bootstrapData(t.database, config)).toEqual({ kind: 'owner' });
    const all = await t.database.db.select().from(users);
    expect(all.map((u) => u.username)).toEqual(['owner']);
    const [owner] = await t.database.db.select().from(users).where(eq(users.username, 'owner'));
    expect(await verifyPassword(owner!.passwordHash, 'a long owner password')).toBe(true);
    expect((await t.database.db.select({ n: count() }).from(branches))[0]!.n).toBe(0);
  });
});
