// Spawn to first answer of the built server on its embedded PostgreSQL: a fresh
// data directory (initdb, migrations, demo data), then the same directory again (warm).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failed, measured, median, startServer, type BenchResult } from './lib';

const warmRuns = 3;
const warmTargetMs = 1_500;
const firstName = 'server first start, embedded PostgreSQL (initdb + migrations + demo data)';
const warmName = `server warm start, embedded PostgreSQL (median of ${warmRuns})`;

interface Start {
  readonly ms: number;
  /** main.ts's own "ready … N ms": from its first line, after the imports loaded. */
  readonly ownMs: number | undefined;
}

async function timeStart(dataDir: string): Promise<Start> {
  const server = await startServer({ ATELIER_DATA_DIR: dataDir, DATABASE_URL: '' });
  // The log line may trail the first answer by a moment.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const own = /Atelier ready .*?(\d+) ms/.exec(server.output())?.[1];
  await server.stop();
  return { ms: server.readyMs, ownMs: own === undefined ? undefined : Number(own) };
}

const describeRuns = (runs: readonly Start[]) =>
  `runs ${runs.map((r) => Math.round(r.ms)).join(', ')} ms; main.ts after its imports: ${runs.map((r) => r.ownMs ?? '?').join(', ')} ms`;

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-start-'));
  try {
    let first: Start;
    try {
      first = await timeStart(dataDir);
    } catch (error) {
      return [failed(firstName, 'ms', error), failed(warmName, 'ms', 'no first start', warmTargetMs)];
    }
    const results = [measured(firstName, first.ms, 'ms', undefined, describeRuns([first]))];
    try {
      const warm: Start[] = [];
      for (let i = 0; i < warmRuns; i++) warm.push(await timeStart(dataDir));
      results.push(measured(warmName, median(warm.map((r) => r.ms)), 'ms', warmTargetMs, describeRuns(warm)));
    } catch (error) {
      results.push(failed(warmName, 'ms', error, warmTargetMs));
    }
    return results;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
