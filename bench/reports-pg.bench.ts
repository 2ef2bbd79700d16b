// The reports (`/report/…`, GET /api/reports/…) on three years of a
// 40-jeweller workshop on PostgreSQL (bench/reports-seed.ts: about 2,000,000
// postings, 200,000 entries, 20,000 casts, 60,000 invoices). For each report:
// the p95 of the whole request through the built server (signed in as the
// owner, one request at a time, as the owner reads them), and beside it the
// p95 of its SQL alone: the statements the report's service sends, recorded
// once and replayed back to back on one plain connection, without the app
// (no HTTP, no session, no JSON, no validation), each run right after a
// request so both see the same load. The ratio of the two (of their medians:
// one stall of a shared machine moves a p95 of 25 runs) is the app's
// overhead; the app sends a report's independent statements together (on
// several pooled connections), so it may come out below 1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../src/server/platform/db/database';
import { getCastReport } from '../src/server/modules/reports/cast-report.service';
import { getDashboard } from '../src/server/modules/reports/dashboard.service';
import { findEntryDetails, getEntryReport } from '../src/server/modules/reports/entry-report.service';
import { getJewelryReport } from '../src/server/modules/reports/jewelry-report.service';
import { getLossReport } from '../src/server/modules/reports/loss-report.service';
import { getMonthlyRecord } from '../src/server/modules/reports/monthly-record.service';
import { getStaffReport } from '../src/server/modules/reports/staff-report.service';
import { addMonths, lastOfMonth, monthOfDay, shopTime } from '../src/shared/shop-time';
import { failed, measured, percentile, request, startServer, type BenchResult, type RunningServer } from './lib';
import { createBenchDatabase, signIn, type BenchDatabase } from './pg';
import { checkLedger, seedWorkshop } from './reports-seed';

const runs = 25;
const warmUps = 2;
const p95TargetMs = 300;
const ratioTarget = 1.5;

interface Report {
  readonly name: string;
  /** How the figure names it, when not by its name alone. */
  readonly label?: string;
  /** The query string, as the page sends it. */
  readonly query: string;
  /** The same report through its service (its SQL is recorded from this). */
  service(db: Db): Promise<unknown>;
}

function reports(): Report[] {
  const today = shopTime().today(); // the bench's shop keeps the default zone
  const lastMonth = addMonths(monthOfDay(today), -1);
  const from = `${lastMonth}-01`;
  const to = lastOfMonth(lastMonth);
  const range = { from, to };
  const page = { page: 1, pageSize: 100 };
  return [
    { name: 'dashboard', query: `day=${today}`, service: (db) => getDashboard(db, { day: today }) },
    { name: 'cast', query: `from=${from}&to=${to}`, service: (db) => getCastReport(db, { ...range, ...page }) },
    { name: 'loss', query: `from=${from}&to=${to}`, service: (db) => getLossReport(db, range) },
    { name: 'entry', query: `from=${from}&to=${to}`, service: (db) => getEntryReport(db, range) },
    { name: 'entry-detail', query: `from=${from}&to=${to}`, service: (db) => findEntryDetails(db, { ...range, ...page }) },
    { name: 'staff', query: `from=${from}&to=${to}`, service: (db) => getStaffReport(db, range) },
    { name: 'jewelry', query: `from=${from}&to=${to}`, service: (db) => getJewelryReport(db, range) },
    { name: 'monthly-record', query: `month=${lastMonth}`, service: (db) => getMonthlyRecord(db, { month: lastMonth }) },
    // A month early in the ledger: its balances are summed forward from the first posting.
    { name: 'monthly-record', label: 'monthly-record, two years ago', query: `month=${addMonths(lastMonth, -24)}`, service: (db) => getMonthlyRecord(db, { month: addMonths(lastMonth, -24) }) },
  ];
}

interface Statement {
  readonly text: string;
  readonly values: unknown[];
}

/** A drizzle database over one connection that writes down every statement it sends. */
function recordingDb(client: pg.Client): { db: Db; take(): Statement[] } {
  let recorded: Statement[] = [];
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<unknown>;
  const recorder = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return (config: { text?: string; values?: unknown[] } | string, values?: unknown[]) => {
        const text = typeof config === 'string' ? config : (config.text ?? '');
        recorded.push({ text, values: (typeof config === 'string' ? undefined : config.values) ?? values ?? [] });
        return query(config, values);
      };
    },
  });
  return {
    db: drizzle(recorder) as unknown as Db,
    take: () => {
      const taken = recorded;
      recorded = [];
      return taken;
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const startedAt = performance.now();
  await work();
  return performance.now() - startedAt;
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-reports-'));
  let server: RunningServer | undefined;
  let database: BenchDatabase | undefined;
  const results: BenchResult[] = [];
  try {
    database = await createBenchDatabase();
    server = await startServer({ DATABASE_URL: database.url, ATELIER_DATA_DIR: dataDir }, 120_000);
    const cookie = await signIn(server, 'owner');
    console.log('  seeding three years of a 40-jeweller workshop …');
    const seeded = await seedWorkshop(database.url, (line) => console.log(line));
    results.push(
      measured('reports: seed, three years of a 40-jeweller workshop', seeded.seconds, 's', undefined, `${seeded.postings} postings, ${seeded.entries} entries, ${seeded.casts} casts, ${seeded.invoices} invoices (with the demo's)`),
    );
    const problems = await checkLedger(database.url);
    if (problems.length > 0) throw new Error(`the seeded ledger does not hold: ${problems.slice(0, 3).join('; ')}`);

    pg.types.setTypeParser(20, (v: string) => Number(v));
    const client = new pg.Client({ connectionString: database.url });
    const replay = new pg.Client({ connectionString: database.url });
    await client.connect();
    await replay.connect();
    try {
      const recording = recordingDb(client);
      for (const report of reports()) {
        const name = `GET /api/reports/${report.label ?? report.name}`;
        try {
          const url = `${server.url}/api/reports/${report.name}?${report.query}`;
          const ask = async () => {
            const res = await request(url, { headers: { cookie }, timeoutMs: 60_000 });
            if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${res.body.slice(0, 200)}`);
          };
          await report.service(recording.db);
          const statements = recording.take();
          const sqlAlone = async () => {
            for (const s of statements) await replay.query({ text: s.text, values: s.values });
          };
          for (let i = 0; i < warmUps; i++) {
            await ask();
            await sqlAlone();
          }
          // The request and its SQL one after the other, run after run: both see the same load on a shared machine.
          const http: number[] = [];
          const sql: number[] = [];
          const each = statements.map(() => [] as number[]);
          for (let i = 0; i < runs; i++) {
            http.push(await timed(ask));
            const startedAt = performance.now();
            for (const [index, s] of statements.entries()) each[index]!.push(await timed(() => replay.query({ text: s.text, values: s.values })));
            sql.push(performance.now() - startedAt);
          }
          http.sort((a, b) => a - b);
          sql.sort((a, b) => a - b);
          const httpP95 = percentile(http, 95);
          const sqlP95 = percentile(sql, 95);
          const slowest = each.map((times) => percentile([...times].sort((a, b) => a - b), 50)).reduce((max, t) => Math.max(max, t), 0);
          results.push(measured(`${name}: p95`, httpP95, 'ms', p95TargetMs, `${runs} requests one at a time (${report.query}), p50 ${percentile(http, 50).toFixed(1)} ms`));
          results.push(measured(`${name}: its SQL alone, p95`, sqlP95, 'ms', undefined, `${statements.length} statements replayed one after the other on one connection (the app sends independent ones together), the slowest ${slowest.toFixed(1)} ms (p50); p50 ${percentile(sql, 50).toFixed(1)} ms`));
          // Typical against typical: one stall of the shared machine moves a p95 of 25 runs, on either side.
          const ratio = percentile(http, 50) / percentile(sql, 50);
          results.push(measured(`${name}: request ÷ SQL (p50s)`, ratio, '×', ratioTarget, `p95 ÷ p95 ${(httpP95 / sqlP95).toFixed(2)}`));
        } catch (error) {
          results.push(failed(`${name}: p95`, 'ms', error, p95TargetMs));
        }
      }
    } finally {
      await client.end();
      await replay.end();
    }
    return results;
  } catch (error) {
    return [...results, failed('reports bench', 'ms', error)];
  } finally {
    await server?.stop();
    // REPORTS_BENCH_KEEP=1 keeps the seeded database to look into (its URL is printed).
    if (process.env.REPORTS_BENCH_KEEP === '1' && database) console.log(`  kept: ${database.url}`);
    else await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
