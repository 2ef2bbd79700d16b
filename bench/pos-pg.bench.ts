// A complete POS sale (`POST /api/sales/invoices`, the `/pos` page's submit)
// on the PostgreSQL server: two pieces and one line of old gold bought back,
// paid in cash dollars and cash riel with change, each with its own
// Idempotency-Key, from 8 cashiers at once (4 per shop, each signed in on its
// own session), each keeping one sale in flight on its own connection. The
// built server runs on a fresh database with the demo data plus 20,000
// pieces written by SQL, the counters' metal posted to cover them; 2 s
// warm-up, then 10 s measured.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { failed, measured, percentile, request, startServer, type BenchResult, type RunningServer } from './lib';
import { systemActor } from '../src/server/platform/audit';
import { openDatabase } from '../src/server/platform/db/database';
import { inTransaction } from '../src/server/platform/db/transaction';
import { postDocument, verifyLedger } from '../src/server/ledger';
import { createBenchDatabase, signIn, type BenchDatabase } from './pg';

const cashiers = 8;
const warmUpSeconds = 2;
const seconds = 10;
const p95TargetMs = 100;
const piecesPerShop = 10_000;
const shops = ['PP-CM', 'PP-TK'] as const;
/** Riel handed over with every sale; the rest in dollars, with change. */
const rielTendered = 200_000;
/** An old 24K chain bought back on every sale. */
const oldGoldMg = 1_000;
const names = {
  p95: 'POST /api/sales/invoices (2 pieces + old gold, USD + KHR, change), 8 cashiers, PostgreSQL: p95',
  throughput: 'POST /api/sales/invoices, 8 cashiers, PostgreSQL: sales/s',
};

interface Seeded {
  /** Piece codes still in stock, per branch id. */
  readonly stock: Map<number, string[]>;
  /** The branch of each cashier `pos1` … `pos8`. */
  readonly cashierBranchIds: readonly number[];
  readonly oldGoldMaterialId: number;
}

/**
 * 20,000 18K rings (2.0–3.9 g, no stones) over the two shops, and the metal
 * they hold posted from outside into each shop's counter through the ledger
 * service, so the counters cover every piece sold (no overdraft) and the
 * running balances agree with the postings; 8 cashiers `pos1` … `pos8`, 4 per
 * shop, with the demo cashier's password.
 */
async function seed(url: string): Promise<Seeded> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counters: { branchId: number; counterId: number; mg: number }[] = [];
  const stock = new Map<number, string[]>();
  let ids: { au750: number; au9999: number; ring: number; outside: number };
  try {
    const idOf = async (query: string, params: unknown[] = []) => {
      const { rows } = await client.query<{ id: number }>(query, params);
      if (!rows[0]) throw new Error(`the demo lacks ${query} ${params.join(', ')}`);
      return rows[0].id;
    };
    ids = {
      au750: await idOf(`SELECT id FROM material_categories WHERE code = 'AU750'`),
      au9999: await idOf(`SELECT id FROM material_categories WHERE code = 'AU9999'`),
      ring: await idOf(`SELECT id FROM jewelry_categories WHERE code = 'RING'`),
      outside: await idOf(`SELECT id FROM holders WHERE kind = 'outside' ORDER BY id LIMIT 1`),
    };
    for (const shop of shops) {
      const branchId = await idOf(`SELECT id FROM branches WHERE code = $1`, [shop]);
      const counterId = await idOf(`SELECT id FROM holders WHERE kind = 'counter' AND branch_id = $1 AND active ORDER BY id LIMIT 1`, [branchId]);
      const { rows } = await client.query<{ code: string; metal_mg: string }>(
        `INSERT INTO jewelry_pieces (code, description, category_id, material_id, gross_mg, stone_mg, branch_id, state)
         SELECT 'POS-' || $1::text || '-' || lpad(g::text, 5, '0'), 'Bench ring ' || g || ', 18K', $2::int, $3::int,
                2000 + (g % 20) * 100, 0, $4::int, 'in_stock'
           FROM generate_series(1, ${piecesPerShop}) AS g
         RETURNING code, gross_mg - stone_mg AS metal_mg`,
        [shop, ids.ring, ids.au750, branchId],
      );
      stock.set(branchId, rows.map((r) => r.code));
      counters.push({ branchId, counterId, mg: rows.reduce((sum, r) => sum + Number(r.metal_mg), 0) });
    }
    await client.query(
      `INSERT INTO users (username, display_name, password_hash, role, staff_id, branch_id)
       SELECT 'pos' || g, 'POS cashier ' || g, password_hash, 'cashier', staff_id,
              CASE WHEN g <= ${cashiers / 2} THEN $1::int ELSE $2::int END
         FROM users, generate_series(1, ${cashiers}) AS g WHERE username = 'cashier'`,
      counters.map((c) => c.branchId),
    );
  } finally {
    await client.end();
  }
  const database = await openDatabase({ url });
  try {
    await inTransaction(database.db, (tx) =>
      postDocument(tx, {
        actor: systemActor,
        document: { kind: 'transfer', id: 'bench-pos-pg' },
        movements: counters.map((c) => ({ materialId: ids.au750, fromHolderId: ids.outside, toHolderId: c.counterId, mg: c.mg, reason: 'transfer' })),
      }),
    );
  } finally {
    await database.close();
  }
  const analyze = new pg.Client({ connectionString: url });
  await analyze.connect();
  await analyze.query('VACUUM ANALYZE jewelry_pieces, holder_balances, users');
  await analyze.end();
  return {
    stock,
    cashierBranchIds: Array.from({ length: cashiers }, (_, i) => counters[i < cashiers / 2 ? 0 : 1]!.branchId),
    oldGoldMaterialId: ids.au9999,
  };
}

interface Answer {
  readonly status: number;
  readonly body: string;
}

/** One POST on the cashier's own keep-alive connection. */
function post(agent: http.Agent, url: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}

const jsonHeaders = (cookie: string) => ({ cookie, 'content-type': 'application/json', 'x-requested-with': 'atelier-bench', 'accept-language': 'en' });

/** The dearest sale the bench can make (two 3.9 g rings, the old gold), so the tenders below always cover it with change. */
async function dollarsToTender(server: RunningServer, cookie: string, branchId: number, seeded: Seeded): Promise<{ usdCents: number; khrPerUsd: number }> {
  const heaviest = seeded.stock.get(branchId)!.filter((_, i) => (i + 1) % 20 === 19).slice(-2);
  const res = await request(`${server.url}/api/sales/quote`, {
    method: 'POST',
    headers: jsonHeaders(cookie),
    body: JSON.stringify({ branchId, lines: [...heaviest.map((code) => ({ kind: 'piece', code })), { kind: 'old_gold', materialId: seeded.oldGoldMaterialId, weightMg: oldGoldMg }] }),
  });
  if (res.status !== 200) throw new Error(`the quote answered ${res.status}: ${res.body.slice(0, 300)}`);
  const quote = JSON.parse(res.body) as { totalCents: number; khrPerUsd: number };
  const rielWorthCents = Math.floor((rielTendered * 100) / quote.khrPerUsd);
  // Up to the next dollar, and one more: change comes back in dollars and riel.
  return { usdCents: Math.ceil((quote.totalCents - rielWorthCents) / 100) * 100 + 100, khrPerUsd: quote.khrPerUsd };
}

interface LoadOutcome {
  readonly latencies: number[];
  readonly measuredSeconds: number;
  readonly sales: number;
}

/** Each cashier keeps one sale in flight on its own connection; latencies from the requests started after the warm-up. */
async function sellFor(server: RunningServer, cookies: readonly string[], seeded: Seeded, usdCents: number): Promise<LoadOutcome> {
  const url = `${server.url}/api/sales/invoices`;
  const startedAt = performance.now();
  const measureFrom = startedAt + warmUpSeconds * 1000;
  const stopAt = measureFrom + seconds * 1000;
  const latencies: number[] = [];
  let sales = 0;
  let lastEnd = measureFrom;
  let stopped = false;
  const cashier = async (i: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const branchId = seeded.cashierBranchIds[i]!;
    const stock = seeded.stock.get(branchId)!;
    try {
      while (!stopped && performance.now() < stopAt) {
        const codes = stock.splice(0, 2);
        if (codes.length < 2) throw new Error(`branch ${branchId} ran out of pieces after ${sales} sales`);
        const body = JSON.stringify({
          branchId,
          lines: [
            ...codes.map((code) => ({ kind: 'piece', code })),
            { kind: 'old_gold', materialId: seeded.oldGoldMaterialId, weightMg: oldGoldMg, description: 'old chain, 24K' },
          ],
          tenders: [
            { method: 'cash', currency: 'USD', amountMinor: usdCents },
            { method: 'cash', currency: 'KHR', amountMinor: rielTendered },
          ],
        });
        const sentAt = performance.now();
        const res = await post(agent, url, { ...jsonHeaders(cookies[i]!), 'idempotency-key': randomUUID() }, body);
        const endedAt = performance.now();
        if (res.status !== 201) throw new Error(`a sale answered ${res.status}: ${res.body.slice(0, 300)}`);
        sales++;
        if (sentAt >= measureFrom) {
          latencies.push(endedAt - sentAt);
          lastEnd = Math.max(lastEnd, endedAt);
        }
      }
    } catch (error) {
      stopped = true;
      throw error;
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: cashiers }, (_, i) => cashier(i)));
  return { latencies: latencies.sort((a, b) => a - b), measuredSeconds: (lastEnd - measureFrom) / 1000, sales };
}

/** Every piece sold once, on one invoice line, the ledger sound: a fast wrong answer is not a measure. */
async function checkAfterwards(url: string, sales: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ lines: string; pieces: string; sold: string; invoices: string; payments: string }>(
      `SELECT (SELECT count(*) FROM invoice_lines l JOIN jewelry_pieces p ON p.id = l.piece_id WHERE p.code LIKE 'POS-%') AS lines,
              (SELECT count(DISTINCT l.piece_id) FROM invoice_lines l JOIN jewelry_pieces p ON p.id = l.piece_id WHERE p.code LIKE 'POS-%') AS pieces,
              (SELECT count(*) FROM jewelry_pieces WHERE code LIKE 'POS-%' AND state = 'sold') AS sold,
              (SELECT count(DISTINCT l.invoice_id) FROM invoice_lines l JOIN jewelry_pieces p ON p.id = l.piece_id WHERE p.code LIKE 'POS-%') AS invoices,
              (SELECT count(DISTINCT a.payment_id) FROM payment_allocations a WHERE a.invoice_id IN
                 (SELECT l.invoice_id FROM invoice_lines l JOIN jewelry_pieces p ON p.id = l.piece_id WHERE p.code LIKE 'POS-%')) AS payments`,
    );
    const counts = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
    const expected = { lines: 2 * sales, pieces: 2 * sales, sold: 2 * sales, invoices: sales, payments: sales };
    if (JSON.stringify(counts) !== JSON.stringify(expected)) throw new Error(`after ${sales} sales the database holds ${JSON.stringify(counts)}`);
  } finally {
    await client.end();
  }
  const database = await openDatabase({ url });
  try {
    const mismatches = await verifyLedger(database.db);
    if (mismatches.length > 0) throw new Error(`the ledger does not verify: ${JSON.stringify(mismatches.slice(0, 3))}`);
  } finally {
    await database.close();
  }
}

export interface PosLoad {
  readonly outcome: LoadOutcome;
  readonly usdCents: number;
  readonly khrPerUsd: number;
}

/**
 * Seeds the bench's pieces and cashiers into the server's database, sells as
 * 8 cashiers for the bench's time, then checks every piece was sold once and
 * the ledger verifies. The memory bench runs the same load on the embedded server.
 */
export async function sellAsEightCashiers(server: RunningServer, databaseUrl: string): Promise<PosLoad> {
  const seeded = await seed(databaseUrl);
  const cookies: string[] = [];
  for (let i = 1; i <= cashiers; i++) cookies.push(await signIn(server, `pos${i}`));
  const tender = await Promise.all(seeded.cashierBranchIds.filter((id, i, all) => all.indexOf(id) === i).map((id) => dollarsToTender(server, cookies[0]!, id, seeded)));
  const usdCents = Math.max(...tender.map((t) => t.usdCents));
  const outcome = await sellFor(server, cookies, seeded, usdCents);
  await checkAfterwards(databaseUrl, outcome.sales);
  return { outcome, usdCents, khrPerUsd: tender[0]!.khrPerUsd };
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-pos-'));
  let server: RunningServer | undefined;
  let database: BenchDatabase | undefined;
  try {
    database = await createBenchDatabase();
    server = await startServer({ DATABASE_URL: database.url, ATELIER_DATA_DIR: dataDir, ATELIER_LOGIN_PER_ADDRESS: '1000' });
    const { outcome, usdCents, khrPerUsd } = await sellAsEightCashiers(server, database.url);
    const { latencies } = outcome;
    const perSecond = latencies.length / outcome.measuredSeconds;
    const tenders = `$${usdCents / 100} + ${rielTendered.toLocaleString('en')} riel at ${khrPerUsd}`;
    return [
      measured(
        names.p95,
        percentile(latencies, 95),
        'ms',
        p95TargetMs,
        `${cashiers} cashiers (own sessions, one sale in flight each), ${latencies.length} sales in ${outcome.measuredSeconds.toFixed(1)} s after ${warmUpSeconds} s warm-up; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; tendered ${tenders}`,
      ),
      measured(names.throughput, perSecond, 'sales/s', undefined, `${(2 * perSecond).toFixed(0)} pieces/s; every piece sold once and the ledger verified afterwards (${outcome.sales} sales in all)`),
    ];
  } catch (error) {
    return [failed(names.p95, 'ms', error, p95TargetMs)];
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
