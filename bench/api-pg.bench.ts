// Authenticated GET /api/platform/me on the PostgreSQL server: the built
// server in a child process, a fresh database with the demo data, the owner
// signed in, 16 connections for 10 s after a 2 s warm-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { failed, measured, percentile, startServer, type BenchResult, type RunningServer } from './lib';
import { createBenchDatabase, signIn, type BenchDatabase } from './pg';

const connections = 16;
const warmUpSeconds = 2;
const durationSeconds = 10;
const p95TargetMs = 10;
const names = {
  rps: 'GET /api/platform/me signed in, PostgreSQL: requests/s',
  p50: 'GET /api/platform/me signed in, PostgreSQL: p50',
  p95: 'GET /api/platform/me signed in, PostgreSQL: p95',
};

/** Runs autocannon, timing every response itself: autocannon reports p90 and p97.5, not p95. */
async function load(url: string, cookie: string, duration: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers: { cookie } }, (error, result) =>
      error ? reject(error as Error) : resolve(result),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return { result, latencies: latencies.sort((a, b) => a - b) };
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-pg-'));
  let server: RunningServer | undefined;
  let database: BenchDatabase | undefined;
  try {
    database = await createBenchDatabase();
    server = await startServer({ DATABASE_URL: database.url, ATELIER_DATA_DIR: dataDir });
    const cookie = await signIn(server);
    const target = `${server.url}/api/platform/me`;
    await load(target, cookie, warmUpSeconds);
    const { result, latencies } = await load(target, cookie, durationSeconds);
    if (result.non2xx + result.errors > 0 || latencies.length === 0) {
      throw new Error(`of ${result.requests.total} requests, ${result.non2xx} answered non-2xx and ${result.errors} failed (${result.timeouts} timeouts)`);
    }
    const note = `${connections} connections, ${durationSeconds} s, ${latencies.length} requests`;
    return [
      measured(names.rps, result.requests.total / result.duration, 'req/s', undefined, note),
      measured(names.p50, percentile(latencies, 50), 'ms'),
      measured(names.p95, percentile(latencies, 95), 'ms', p95TargetMs, `p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`),
    ];
  } catch (error) {
    return [failed(names.rps, 'req/s', error), failed(names.p50, 'ms', error), failed(names.p95, 'ms', error, p95TargetMs)];
  } finally {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
