// The entry list (`GET /api/entries`, the `/entry/list` page) filtered by
// jeweller and month, on the PostgreSQL server with 200,000 entries of a
// 40-jeweller workshop over three years, through the built server signed in
// as the manager, 16 connections for 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { failed, loadLatencies, measured, percentile, startServer, type BenchResult, type RunningServer } from './lib';
import { createBenchDatabase, signIn, type BenchDatabase } from './pg';

const connections = 16;
const seconds = 10;
const p95TargetMs = 50;
const jewellers = 40;
/** As `/entry/list` asks for it (entries-page.tsx shows 25 a page). */
const pageSize = 25;
const name = 'GET /api/entries?jewellerHolderId=&month=, 200,000 entries, 40 jewellers: p95';

/**
 * 200,000 entries written by SQL, spread evenly over 40 jewellers and the
 * last 36 months (about 140 a jeweller a month), two pieces each, most
 * accepted with a small loss. Returns a jeweller's holder id and a month of
 * theirs to ask for.
 */
async function seedEntries(url: string): Promise<{ holderId: number; month: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`INSERT INTO holders (kind, code, name_kh, name_en, physical)
      SELECT 'staff', 'BENCH-J' || g, 'ជាង ' || g, 'Bench jeweller ' || g, true FROM generate_series(1, ${jewellers}) AS g`);
    await client.query(`INSERT INTO entry_categories (code, name_kh, name_en, allowed_loss_permille) VALUES ('BENCH', 'សាកល្បង', 'Bench', 10)`);
    await client.query(`INSERT INTO entries (number, type, category_id, material_id, jeweller_holder_id, source_holder_id, spare_mg, returned_mg, state, created_at, closed_at, accepted_at)
      SELECT 'BENCH-' || g, 'making', (SELECT id FROM entry_categories WHERE code = 'BENCH'), (SELECT min(id) FROM material_categories),
             (SELECT id FROM holders WHERE code = 'BENCH-J' || (1 + g % ${jewellers})), (SELECT id FROM holders WHERE code = 'SAFE'),
             200, CASE WHEN g % 20 = 0 THEN NULL ELSE 8100 END, CASE WHEN g % 20 = 0 THEN 'in_progress' ELSE 'accepted' END,
             now() - (g % 1095) * interval '1 day', now() - (g % 1095) * interval '1 day' + interval '2 days', now() - (g % 1095) * interval '1 day' + interval '3 days'
        FROM generate_series(1, 200000) AS g`);
    await client.query(`INSERT INTO entry_pieces (entry_id, description, issued_mg, returned)
      SELECT e.id, 'Bench piece ' || p, 4000, e.state = 'accepted' FROM entries e, generate_series(1, 2) AS p WHERE e.number LIKE 'BENCH-%'`);
    await client.query('VACUUM ANALYZE entries');
    await client.query('VACUUM ANALYZE entry_pieces');
    const { rows } = await client.query<{ id: number; month: string }>(
      `SELECT h.id, to_char(now() - interval '2 months', 'YYYY-MM') AS month FROM holders h WHERE h.code = 'BENCH-J7'`,
    );
    return { holderId: rows[0]!.id, month: rows[0]!.month };
  } finally {
    await client.end();
  }
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-entries-'));
  let server: RunningServer | undefined;
  let database: BenchDatabase | undefined;
  try {
    database = await createBenchDatabase();
    server = await startServer({ DATABASE_URL: database.url, ATELIER_DATA_DIR: dataDir });
    const cookie = await signIn(server, 'manager');
    const { holderId, month } = await seedEntries(database.url);
    const url = `${server.url}/api/entries?jewellerHolderId=${holderId}&month=${month}&pageSize=${pageSize}`;
    const check = await fetch(url, { headers: { cookie } });
    const body = (await check.json()) as { total?: number };
    if (check.status !== 200 || !body.total) throw new Error(`the filtered list answered ${check.status} with ${body.total ?? 0} entries`);
    const latencies = await loadLatencies(url, cookie, connections, seconds);
    return [
      measured(name, percentile(latencies, 95), 'ms', p95TargetMs, `${connections} connections, ${latencies.length} requests, ${body.total} entries in the month, p50 ${percentile(latencies, 50).toFixed(2)} ms`),
    ];
  } catch (error) {
    return [failed(name, 'ms', error, p95TargetMs)];
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
