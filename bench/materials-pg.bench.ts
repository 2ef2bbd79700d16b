// The metal ledger on the PostgreSQL server, through the built server in a
// child process on a fresh database with the demo data, signed in as owner:
// 1. single transfers (one posting each, with an Idempotency-Key), 16
//    connections for 10 s: spread over 16 benches, and all spending the one
//    safe (a single hot balance row, the worst case);
// 2. the ledger core alone (postDocument: posting, running balances, audit,
//    one transaction each) from 16 concurrent pool clients, no HTTP;
// 3. GET /api/materials/accounts with 200 holders and 1,000,000 postings.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { failed, measured, measuredAtLeast, percentile, request, startServer, type BenchResult, type RunningServer } from './lib';
import { systemActor } from '../src/server/platform/audit';
import { openDatabase } from '../src/server/platform/db/database';
import { inTransaction } from '../src/server/platform/db/transaction';
import { postDocument } from '../src/server/ledger';
import { createBenchDatabase, signIn, type BenchDatabase } from './pg';

const connections = 16;
const seconds = 10;
const postingsTarget = 1_000;
const accountsP95TargetMs = 50;
const names = {
  core: 'Ledger core postDocument, 16 concurrent transactions, PostgreSQL: postings/s',
  spread: 'POST /api/materials/transfers, 16 bench pairs, PostgreSQL: postings/s',
  hot: 'POST /api/materials/transfers, all from one safe, PostgreSQL: postings/s',
  accounts: 'GET /api/materials/accounts, 200 holders, 1,000,000 postings: p95',
};

interface Holder {
  id: number;
  code: string;
}

async function api<T>(server: RunningServer, cookie: string, method: string, url: string, body?: object): Promise<T> {
  const res = await request(`${server.url}${url}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'atelier-bench' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${res.body.slice(0, 200)}`);
  return JSON.parse(res.body) as T;
}

/** Transfers of 1 mg for `seconds`; `pair(i)` picks giver and receiver of the i-th request. */
async function transfers(server: RunningServer, cookie: string, materialId: number, pair: (i: number) => [number, number]) {
  let sent = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${server.url}/api/materials/transfers`,
        connections,
        duration: seconds,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'atelier-bench' },
        requests: [
          {
            setupRequest: (req) => {
              const [fromHolderId, toHolderId] = pair(sent++);
              return {
                ...req,
                headers: { ...req.headers, 'idempotency-key': randomUUID() },
                body: JSON.stringify({ fromHolderId, toHolderId, lines: [{ materialId, mg: 1 }] }),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors of ${result.requests.total}`);
  return result;
}

/** 16 workers, worker i posting 1 mg from bench i to bench 16 + i in its own transaction, for `seconds`. */
async function ledgerCore(url: string, materialId: number, benches: readonly number[]): Promise<{ postings: number; seconds: number }> {
  const database = await openDatabase({ url, poolSize: connections });
  try {
    let postings = 0;
    const startedAt = performance.now();
    const until = startedAt + seconds * 1000;
    await Promise.all(
      benches.slice(0, connections).map(async (from, i) => {
        const to = benches[connections + i]!;
        while (performance.now() < until) {
          await inTransaction(database.db, (tx) =>
            postDocument(tx, {
              actor: systemActor,
              document: { kind: 'transfer', id: `bench-${i}-${postings}` },
              movements: [{ materialId, fromHolderId: from, toHolderId: to, mg: 1, reason: 'transfer' }],
            }),
          );
          postings++;
        }
      }),
    );
    return { postings, seconds: (performance.now() - startedAt) / 1000 };
  } finally {
    await database.close();
  }
}

/** 1,000,000 postings from OUTSIDE to 200 holders, written by SQL, the running balances rebuilt from them. */
async function seedPostings(url: string, materialIds: number[], outsideId: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`INSERT INTO holders (kind, code, name_kh, name_en, physical, cap_mg)
      SELECT 'staff', 'BENCH-' || g, 'ជាង ' || g, 'Bench ' || g, true, CASE WHEN g % 3 = 0 THEN 50000000 END
        FROM generate_series(1, 200) AS g ON CONFLICT (code) DO NOTHING`);
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM holders`);
    await client.query(
      `INSERT INTO postings (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id)
       SELECT ($1::int[])[1 + g % array_length($1::int[], 1)], $2,
              (SELECT id FROM holders WHERE code = 'BENCH-' || (1 + g % 200)), 1 + g % 5000, 'bench', 'bench', g::text
         FROM generate_series(1, 1000000) AS g`,
      [materialIds, outsideId],
    );
    await client.query(`DELETE FROM holder_balances`);
    await client.query(`INSERT INTO holder_balances (holder_id, material_id, mg)
      SELECT holder_id, material_id, sum(mg) FROM (
        SELECT to_holder_id AS holder_id, material_id, mg FROM postings
        UNION ALL SELECT from_holder_id, material_id, -mg FROM postings) AS legs
      GROUP BY holder_id, material_id`);
    await client.query('ANALYZE');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function accountsLatencies(server: RunningServer, cookie: string) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${server.url}/api/materials/accounts`, connections, duration: seconds, headers: { cookie } },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return latencies.sort((a, b) => a - b);
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-materials-'));
  let server: RunningServer | undefined;
  let database: BenchDatabase | undefined;
  const results: BenchResult[] = [];
  try {
    database = await createBenchDatabase();
    server = await startServer({ DATABASE_URL: database.url, ATELIER_DATA_DIR: dataDir });
    const cookie = await signIn(server, 'owner');
    const { items } = await api<{ items: (Holder & { kind: string })[] }>(server, cookie, 'GET', '/api/materials/holders');
    const { items: materials } = await api<{ items: { id: number; code: string }[] }>(server, cookie, 'GET', '/api/materials/categories');
    const gold = materials.find((m) => m.code === 'AU9999')!.id;
    const safe = items.find((h) => h.code === 'SAFE')!.id;
    const outside = items.find((h) => h.code === 'OUTSIDE')!.id;

    // 32 benches, 10 g each; pair i moves 1 mg from bench i to bench 16 + i, so pairs share no balance row.
    const benches: number[] = [];
    for (let i = 0; i < 2 * connections; i++) {
      const bench = await api<Holder>(server, cookie, 'POST', '/api/materials/holders', { kind: 'staff', code: `LOAD-${i}`, nameKh: `ជាង ${i}`, nameEn: `Load ${i}` });
      benches.push(bench.id);
      await api(server, cookie, 'POST', '/api/materials/transfers', { fromHolderId: safe, toHolderId: bench.id, lines: [{ materialId: gold, mg: 10_000 }] });
    }
    const core = await ledgerCore(database.url, gold, benches);
    results.push(
      measuredAtLeast(names.core, core.postings / core.seconds, 'postings/s', postingsTarget, `${connections} pool clients, ${core.postings} postings in ${core.seconds.toFixed(1)} s`),
    );
    const spread = await transfers(server, cookie, gold, (i) => [benches[i % connections]!, benches[connections + (i % connections)]!]);
    results.push(
      measured(
        names.spread,
        spread.requests.total / spread.duration,
        'postings/s',
        undefined,
        `whole request (session, validation, idempotency key, slip, audit); ${connections} connections, p97.5 ${spread.latency.p97_5} ms`,
      ),
    );
    const hot = await transfers(server, cookie, gold, (i) => [safe, benches[i % connections]!]);
    results.push(measured(names.hot, hot.requests.total / hot.duration, 'postings/s', undefined, `one balance row locked by every transfer; p97.5 ${hot.latency.p97_5} ms`));

    const holderCount = await seedPostings(database.url, materials.map((m) => m.id), outside);
    const latencies = await accountsLatencies(server, cookie);
    results.push(
      measured(names.accounts, percentile(latencies, 95), 'ms', accountsP95TargetMs, `${holderCount} holders, ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(2)} ms`),
    );
    return results;
  } catch (error) {
    const done = new Set(results.map((r) => r.name));
    return [
      ...results,
      ...(done.has(names.core) ? [] : [failed(names.core, 'postings/s', error, postingsTarget)]),
      ...(done.has(names.spread) ? [] : [failed(names.spread, 'postings/s', error)]),
      ...(done.has(names.hot) ? [] : [failed(names.hot, 'postings/s', error)]),
      failed(names.accounts, 'ms', error, accountsP95TargetMs),
    ];
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
