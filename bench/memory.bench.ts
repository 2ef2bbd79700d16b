// Memory of the app and its embedded database together, as `npm start` runs
// them on a shop's PC: the built server on a fresh data directory with the
// demo data, idle (10 s after it is ready), then under the POS bench's load (8
// cashiers selling on the embedded server, sampled every 250 ms).
//
// Each figure sums the app's process and every process of its PostgreSQL
// server (postmaster, background workers, one per connection). PSS is the
// target's measure: a page shared by several processes (the server's shared
// buffers, its code) counts once, split among them, so the sum is the memory
// the pair takes from the machine. RSS, which counts a shared page in every
// process that touched it, is printed beside it. Linux only (/proc).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failed, measured, startServer, type BenchResult, type RunningServer } from './lib';
import { sellAsEightCashiers } from './pos-pg.bench';
import { embeddedUser } from '../src/server/platform/db/embedded-server';
import { postmasterOf, serverProcesses } from '../src/server/testing/app-process';

const idleTargetMb = 300;
const idleSettleMs = 10_000;
const names = {
  idle: 'memory of the app + its embedded PostgreSQL, idle after the demo: PSS',
  load: 'memory of the app + its embedded PostgreSQL under the POS load (8 cashiers): peak PSS',
};

interface Sample {
  readonly pssMb: number;
  readonly rssMb: number;
  readonly appRssMb: number;
  readonly processes: number;
}

function kilobytes(pid: number, field: 'Pss' | 'Rss'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0; // ended between listing and reading
  }
}

function sample(appPid: number, dataDir: string): Sample {
  const pids = [appPid, ...serverProcesses(postmasterOf(dataDir).pid)];
  const sum = (field: 'Pss' | 'Rss') => pids.reduce((total, pid) => total + kilobytes(pid, field), 0) / 1024;
  return { pssMb: sum('Pss'), rssMb: sum('Rss'), appRssMb: kilobytes(appPid, 'Rss') / 1024, processes: pids.length };
}

const describe = (s: Sample) =>
  `RSS ${s.rssMb.toFixed(0)} MB summed (the app alone ${s.appRssMb.toFixed(0)} MB), ${s.processes} processes`;

function databaseUrlOf(dataDir: string): string {
  const { port } = postmasterOf(dataDir);
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://${embeddedUser}:${encodeURIComponent(password)}@127.0.0.1:${port}/atelier`;
}

export async function run(): Promise<BenchResult[]> {
  if (!existsSync('/proc/self/smaps_rollup')) return [failed(names.idle, 'MB', 'needs Linux /proc', idleTargetMb)];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-memory-'));
  let server: RunningServer | undefined;
  try {
    server = await startServer({ ATELIER_DATA_DIR: dataDir, DATABASE_URL: '', ATELIER_LOGIN_PER_ADDRESS: '1000' }, 120_000);
    const appPid = server.pid;
    await new Promise((resolve) => setTimeout(resolve, idleSettleMs));
    const idle = sample(appPid, dataDir);
    const results = [measured(names.idle, idle.pssMb, 'MB', idleTargetMb, describe(idle))];
    let peak = idle;
    const sampler = setInterval(() => {
      const now = sample(appPid, dataDir);
      if (now.pssMb > peak.pssMb) peak = now;
    }, 250);
    try {
      const { outcome } = await sellAsEightCashiers(server, databaseUrlOf(dataDir));
      results.push(measured(names.load, peak.pssMb, 'MB', undefined, `${describe(peak)}; ${outcome.sales} sales in the load`));
    } catch (error) {
      results.push(failed(names.load, 'MB', error));
    } finally {
      clearInterval(sampler);
    }
    return results;
  } catch (error) {
    return [failed(names.idle, 'MB', error, idleTargetMb)];
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
