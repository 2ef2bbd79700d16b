// The follow-up board (`GET /api/production/board`, the `/follow` page) on
// the PostgreSQL server with 50,000 production items and 500,000 events,
// through the built server signed in as owner, 16 connections for 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { failed, measured, percentile, startServer, type BenchResult, type RunningServer } from './lib';
import { createBenchDatabase, signIn, type BenchDatabase } from './pg';

const connections = 16;
const seconds = 10;
const p95TargetMs = 50;
const name = 'GET /api/production/board, 50,000 items (4,000 in work), 500,000 events: p95';

/**
 * 50,000 items, ten events each, written by SQL, as a workshop has them after
 * a few years: 90 % in stock, 2 % cancelled and 4,000 (8 %) still in the nine
 * work stages, waiting up to 90 days. The board reads the items in work stages.
 */
export async function seedItems(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`INSERT INTO production_items (code, description, material_id, stage, stage_since, created_at)
      SELECT 'BENCH-' || g, 'Bench piece ' || g, (SELECT min(id) FROM material_categories) + g % 5,
             CASE WHEN g % 50 < 4 THEN (ARRAY['ordering','designing','printing','waxing','casting','cleaning','assembling','setting','finishing'])[1 + g % 9]
                  WHEN g % 50 = 4 THEN 'cancelled' ELSE 'stock' END,
             now() - (g % 2160) * interval '1 hour', now() - (g % 2160 + 240) * interval '1 hour'
        FROM generate_series(1, 50000) AS g`);
    await client.query(`INSERT INTO production_events (item_id, from_stage, to_stage, note, created_at)
      SELECT i.id, 'ordering', 'designing', 'bench', i.created_at + e * interval '1 hour'
        FROM production_items i, generate_series(1, 10) AS e WHERE i.code LIKE 'BENCH-%'`);
    // A settled table, as autovacuum leaves it: the counts read the stage index only.
    await client.query('VACUUM ANALYZE production_items');
    await client.query('VACUUM ANALYZE production_events');
  } finally {
    await client.end();
  }
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-production-'));
  let server: RunningServer | undefined;
  let database: BenchDatabase | undefined;
  try {
    database = await createBenchDatabase();
    server = await startServer({ DATABASE_URL: database.url, ATELIER_DATA_DIR: dataDir });
    const cookie = await signIn(server, 'owner');
    await seedItems(database.url);
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: `${server!.url}/api/production/board`, connections, duration: seconds, headers: { cookie } },
        (error, r) => (error ? reject(error as Error) : resolve(r)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    if (result.non2xx + result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors of ${result.requests.total}`);
    latencies.sort((a, b) => a - b);
    return [measured(name, percentile(latencies, 95), 'ms', p95TargetMs, `${connections} connections, ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(2)} ms`)];
  } catch (error) {
    return [failed(name, 'ms', error, p95TargetMs)];
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
