// DESIGN §3.8 INV and §5, judged by issue 7: a piece in stock is sold at most
// once even when two cashiers submit it at the same instant, on the
// PostgreSQL server with two app processes (several processes share a server
// through DATABASE_URL; the embedded one belongs to one app). Two real servers (`src/server/main.ts` under tsx) share
// one fresh database with the demo data; every race fires the same sale at
// both of them at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../platform/audit';
import { queryRows } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { translate } from '../../platform/i18n/messages';
import { branches } from '../../platform/platform.tables';
import { jsonHeaders, signInOver, startAppProcess, type AppProcess } from '../../testing/app-process';
import { createTestDatabase, engines, type TestDatabase } from '../../testing/test-app';
import { balance, verifyLedger } from '../../ledger';
import { holderByCode, materialByCode } from '../materials';
import { seedProductionItems } from '../production';
import { acceptPieces } from '../stock';

/** Races of two different keys, one piece each. */
const races = 6;

interface Answer {
  readonly status: number;
  readonly replayed: boolean;
  readonly body: {
    invoice?: { id: number; number: string; lines: { code: string }[]; payments: unknown[] };
    paymentId?: number | null;
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
}

/** One of the two servers on the shared database; the demo is already there, so neither loads it again. */
const startSharing = (databaseUrl: string, dataDir: string) =>
  startAppProcess({ dataDir, env: { DATABASE_URL: databaseUrl, ATELIER_DEMO: '0' } });

/** Signs in, then checks the new session answers GET /me. */
async function signIn(app: AppProcess, username: string): Promise<string> {
  const cookie = await signInOver(app.url, username);
  const me = await fetch(`${app.url}/api/platform/me`, { headers: jsonHeaders(cookie) });
  if (me.status !== 200) throw new Error(`GET /me with the new session answered ${me.status}`);
  return cookie;
}

async function postSale(app: AppProcess, cookie: string, body: object, idempotencyKey: string): Promise<Answer> {
  const res = await fetch(`${app.url}/api/sales/invoices`, {
    method: 'POST',
    headers: jsonHeaders(cookie, { 'idempotency-key': idempotencyKey }),
    body: JSON.stringify(body),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed') === 'true', body: (await res.json()) as Answer['body'] };
}

describe.skipIf(!engines.includes('pg'))('a piece is sold at most once: two cashiers, two app processes, one PostgreSQL server', () => {
  let testDatabase: TestDatabase | undefined;
  let dataDir: string | undefined;
  const apps: AppProcess[] = [];
  const cookies: string[] = [];
  let branchId = 0;
  let counterId = 0;
  let materialId = 0;
  /** Pieces accepted for this test: code → metal (mg). */
  const pieces = new Map<string, number>();

  const db = () => {
    if (!testDatabase) throw new Error('the database is not ready');
    return testDatabase.database.db;
  };
  const countOf = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number | string }>(db(), query))[0]!.n);
  const invoiceCount = () => countOf(sql`SELECT count(*) AS n FROM invoices`);
  const paymentCount = () => countOf(sql`SELECT count(*) AS n FROM payments`);
  /** A walk-in buys one piece and pays it all in cash dollars, with change. */
  const saleOf = (code: string) => ({
    branchId,
    lines: [{ kind: 'piece', code }],
    tenders: [{ method: 'cash', currency: 'USD', amountMinor: 1_000_00 }],
  });
  /** What the database holds of a piece: its state, its invoice lines, the payments on those invoices. */
  const pieceRecord = async (code: string) => {
    const [piece] = await queryRows<{ id: number; state: string }>(db(), sql`SELECT id, state FROM jewelry_pieces WHERE code = ${code}`);
    const lines = await queryRows<{ invoice_id: number }>(db(), sql`SELECT invoice_id FROM invoice_lines WHERE piece_id = ${piece!.id}`);
    const invoiceIds = lines.map((l) => l.invoice_id);
    const payments =
      invoiceIds.length === 0
        ? []
        : await queryRows<{ payment_id: number }>(
            db(),
            sql`SELECT DISTINCT payment_id FROM payment_allocations WHERE invoice_id IN (${sql.join(invoiceIds.map((id) => sql`${id}`), sql`, `)})`,
          );
    return { state: piece!.state, invoiceIds, paymentIds: payments.map((p) => p.payment_id) };
  };

  beforeAll(async () => {
    // The run's demo template: the small demo a test start loads (template-databases.ts).
    testDatabase = await createTestDatabase('pg', { from: 'demo' });
    dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-sale-race-'));

    // Pieces of our own at the Central Market shop, accepted from the safe so the counter holds their metal.
    const [branch] = await db().select().from(branches).where(eq(branches.code, 'PP-CM'));
    const counter = await holderByCode(db(), 'CTR-PP-CM');
    const safe = await holderByCode(db(), 'SAFE');
    const au750 = await materialByCode(db(), 'AU750');
    branchId = branch!.id;
    counterId = counter!.id;
    materialId = au750!.id;
    const items = await seedProductionItems(
      db(),
      Array.from({ length: races + 1 }, (_, i) => ({ code: `IT-RACE-${i}`, description: `Race ring ${i}, 18K`, materialId, stage: 'finishing' as const })),
    );
    await inTransaction(db(), (tx) =>
      acceptPieces(tx, systemActor, {
        branchId,
        sourceHolderId: safe!.id,
        note: 'race test stock',
        lines: items.map((item, i) => ({ itemId: item.id, grossMg: 3_000 + i * 137, stoneMg: 0, photos: [] })),
      }),
    );
    items.forEach((item, i) => pieces.set(item.code, 3_000 + i * 137));

    // Both processes start together, as behind a load balancer; neither loads the demo again.
    const started = await Promise.allSettled([startSharing(testDatabase.url, dataDir), startSharing(testDatabase.url, dataDir)]);
    for (const outcome of started) if (outcome.status === 'fulfilled') apps.push(outcome.value);
    const notStarted = started.find((outcome) => outcome.status === 'rejected');
    if (notStarted) throw notStarted.reason;
    expect(await countOf(sql`SELECT count(*) AS n FROM audit_log WHERE action = 'demo.load'`)).toBe(1);
    for (const app of apps) cookies.push(await signIn(app, 'cashier'));
  }, 120_000);

  // Should the test worker itself be ended, the servers go with it.
  const killServers = () => apps.forEach((app) => app.child.kill('SIGKILL'));
  process.once('exit', killServers);

  afterAll(async () => {
    process.off('exit', killServers);
    await Promise.allSettled(apps.map((app) => app.stop()));
    await testDatabase?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('sells each piece once when both processes take the same sale at the same instant: one 201, one 409 "already sold" (a conflict, DESIGN §4)', async () => {
    const codes = [...pieces.keys()].slice(0, races);
    const counterBefore = await balance(db(), counterId, materialId);
    const invoicesBefore = await invoiceCount();
    const paymentsBefore = await paymentCount();
    const winners: number[] = [];
    for (const [race, code] of codes.entries()) {
      const answers = await Promise.all(apps.map((app, i) => postSale(app, cookies[i]!, saleOf(code), `race-${race}-process-${i}`)));
      const sold = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status !== 201);
      expect(sold, JSON.stringify(answers)).toHaveLength(1);
      expect(refused[0]!.status, JSON.stringify(refused[0]!.body)).toBe(409);
      expect(refused[0]!.body.error?.fields?.['lines.0.code']).toBe(translate('sales.pieceSold', 'en'));
      winners.push(answers.indexOf(sold[0]!));

      const invoice = sold[0]!.body.invoice!;
      expect(invoice.lines.map((l) => l.code)).toEqual([code]);
      const record = await pieceRecord(code);
      expect(record.state).toBe('sold');
      expect(record.invoiceIds).toEqual([invoice.id]);
      expect(record.paymentIds).toEqual([sold[0]!.body.paymentId]);
    }
    expect(await invoiceCount()).toBe(invoicesBefore + races);
    expect(await paymentCount()).toBe(paymentsBefore + races);
    const metalSold = codes.reduce((sum, code) => sum + pieces.get(code)!, 0);
    expect(await balance(db(), counterId, materialId)).toBe(counterBefore - metalSold);
    expect(await verifyLedger(db())).toEqual([]);
    // Which process won each race, for the log: either may, the database decides.
    console.info(`sale race winners by process: ${winners.join(', ')}`);
  });

  it('takes the same sale posted to both processes at once under one Idempotency-Key once: one invoice, one payment', async () => {
    const code = [...pieces.keys()][races]!;
    const invoicesBefore = await invoiceCount();
    const paymentsBefore = await paymentCount();
    const counterBefore = await balance(db(), counterId, materialId);
    const key = `same-key-${Date.now()}`;
    const answers = await Promise.all(apps.map((app, i) => postSale(app, cookies[i]!, saleOf(code), key)));

    const created = answers.filter((a) => a.status === 201 && !a.replayed);
    expect(created, JSON.stringify(answers)).toHaveLength(1);
    const invoice = created[0]!.body.invoice!;
    const other = answers.find((a) => a !== created[0])!;
    console.info(`same key at once: ${answers.map((a) => `${a.status}${a.replayed ? ' (replayed)' : ''}`).join(', ')}`);
    if (other.status === 201) {
      // The second came after the first committed: the stored answer, word for word.
      expect(other.replayed).toBe(true);
      expect(other.body).toEqual(created[0]!.body);
    } else {
      // The second came while the first still held the key.
      expect(other.status, JSON.stringify(other.body)).toBe(409);
      expect(other.body.error?.code).toBe('idempotency.inProgress');
    }

    // A retry after both answered (a double click, a dropped connection) gets the same invoice from either process.
    for (const [i, app] of apps.entries()) {
      const retry = await postSale(app, cookies[i]!, saleOf(code), key);
      expect(retry.status).toBe(201);
      expect(retry.replayed).toBe(true);
      expect(retry.body.invoice!.id).toBe(invoice.id);
    }

    const record = await pieceRecord(code);
    expect(record).toEqual({ state: 'sold', invoiceIds: [invoice.id], paymentIds: [created[0]!.body.paymentId] });
    expect(await invoiceCount()).toBe(invoicesBefore + 1);
    expect(await paymentCount()).toBe(paymentsBefore + 1);
    expect(await countOf(sql`SELECT count(*) AS n FROM idempotency_keys WHERE key = ${key}`)).toBe(1);
    expect(await balance(db(), counterId, materialId)).toBe(counterBefore - pieces.get(code)!);
    expect(await verifyLedger(db())).toEqual([]);
  });
});
