// "Currently in stock" (`GET /api/stock/pieces`, the `/jewelry/stock/currently`
// page) filtered by category, on the PostgreSQL server with 100,000 pieces
// (about 80,000 in stock) in three branches and seven categories, through the
// built server signed in as the manager, 16 connections for 10 s (the
// target's figure); beside it one reader alone and four at once (a shop's
// few screens), 5 s each, without a target. The totals come from stock_totals
// (kept by triggers); the bench checks them against the pieces first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { failed, loadLatencies, measured, percentile, startServer, type BenchResult, type RunningServer } from './lib';
import { createBenchDatabase, signIn, type BenchDatabase } from './pg';

const connections = 16;
const seconds = 10;
const p95TargetMs = 50;
/** As the currently page asks for it. */
const pageSize = 50;
const name = 'GET /api/stock/pieces?categoryId=, 100,000 pieces: p95';

/** 100,000 pieces written by SQL over the demo's branches and categories, a fifth of them sold or cancelled. Returns a category to ask for. */
async function seedPieces(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`INSERT INTO jewelry_pieces (code, description, category_id, material_id, gross_mg, stone_mg, branch_id, frozen, state, accepted_at)
      SELECT 'BENCH-' || lpad(g::text, 6, '0'), 'Bench piece ' || g,
             (SELECT id FROM jewelry_categories ORDER BY id OFFSET (g % 7) LIMIT 1),
             (SELECT min(id) FROM material_categories),
             2000 + (g % 200) * 50, (g % 5) * 100,
             (SELECT id FROM branches ORDER BY id OFFSET (g % 3) LIMIT 1),
             g % 97 = 0,
             CASE WHEN g % 5 = 0 THEN 'sold' WHEN g % 23 = 0 THEN 'cancelled' ELSE 'in_stock' END,
             now() - (g % 1000) * interval '1 day'
        FROM generate_series(1, 100000) AS g`);
    await client.query('VACUUM ANALYZE jewelry_pieces');
    const { rows } = await client.query<{ id: number }>(`SELECT id FROM jewelry_categories WHERE code = 'RING'`);
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

/** The category's pieces in stock counted from the pieces themselves. */
async function countCategory(url: string, categoryId: number): Promise<{ count: number; grossMg: number; metalMg: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string; gross: string; metal: string }>(
      `SELECT count(*) AS count, sum(gross_mg) AS gross, sum(gross_mg - stone_mg) AS metal FROM jewelry_pieces WHERE state = 'in_stock' AND category_id = $1`,
      [categoryId],
    );
    return { count: Number(rows[0]!.count), grossMg: Number(rows[0]!.gross), metalMg: Number(rows[0]!.metal) };
  } finally {
    await client.end();
  }
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-stock-'));
  let server: RunningServer | undefined;
  let database: BenchDatabase | undefined;
  try {
    database = await createBenchDatabase();
    server = await startServer({ DATABASE_URL: database.url, ATELIER_DATA_DIR: dataDir });
    const cookie = await signIn(server, 'manager');
    const categoryId = await seedPieces(database.url);
    const url = `${server.url}/api/stock/pieces?categoryId=${categoryId}&pageSize=${pageSize}`;
    const check = await fetch(url, { headers: { cookie } });
    const body = (await check.json()) as { total?: number; totals?: { grossMg: number; metalMg: number } };
    if (check.status !== 200 || !body.total) throw new Error(`the filtered list answered ${check.status} with ${body.total ?? 0} pieces`);
    // A fast wrong answer is not a measure: the totals (from stock_totals) against the pieces counted one by one.
    const counted = await countCategory(database.url, categoryId);
    if (JSON.stringify(counted) !== JSON.stringify({ count: body.total, grossMg: body.totals?.grossMg, metalMg: body.totals?.metalMg }))
      throw new Error(`the list's totals ${JSON.stringify(body.totals)} (${body.total} pieces) are not the pieces' ${JSON.stringify(counted)}`);
    const latencies = await loadLatencies(url, cookie, connections, seconds);
    const fewer = [];
    for (const n of [1, 4]) {
      const l = await loadLatencies(url, cookie, n, 5);
      fewer.push(measured(`GET /api/stock/pieces?categoryId=, 100,000 pieces, ${n} connection${n > 1 ? 's' : ''}: p95`, percentile(l, 95), 'ms', undefined, `${l.length} requests, p50 ${percentile(l, 50).toFixed(2)} ms`));
    }
    return [
      measured(name, percentile(latencies, 95), 'ms', p95TargetMs, `${connections} connections, ${latencies.length} requests, ${body.total} pieces in the category, p50 ${percentile(latencies, 50).toFixed(2)} ms`),
      ...fewer,
    ];
  } catch (error) {
    return [failed(name, 'ms', error, p95TargetMs)];
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
