import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess, type ServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One built server per worker (browser.ts baseUrl() picks the worker's). */
    baseUrls: string[];
  }
}

/**
 * Starts the built server (`npm run build` ran before) once per worker, each on
 * a data dir of its own with the month demo. A worker runs one journey file at
 * a time, so a journey has its server to itself while it runs, as when the
 * journeys ran one by one on one server: several check the safe's balance
 * before and after their own steps.
 *
 * With several workers the demo is loaded once (about 20 s of a core) and its
 * data dir copied for each, stopped cleanly so the copies are whole: each
 * server then starts on a copy in a few seconds instead of loading its own.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const logs: string[] = [];
  const newDataDir = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));
    dataDirs.push(dataDir);
    return dataDir;
  };
  const teardown = async () => {
    mkdirSync('test-results', { recursive: true });
    [...logs, ...servers.map((server) => server.output())].forEach((log, i) => writeFileSync(`test-results/e2e-server${i === 0 ? '' : `-${i + 1}`}.log`, log));
    await Promise.all(servers.map((server) => server.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    let copies: string[];
    if (workers === 1) {
      copies = [newDataDir()];
    } else {
      const seeded = newDataDir();
      const seeding = await startServerProcess({ ATELIER_DATA_DIR: seeded });
      await seeding.stop();
      logs.push(seeding.output());
      copies = Array.from({ length: workers }, () => {
        const copy = newDataDir();
        rmSync(copy, { recursive: true });
        // cp -a: the cluster belongs to the account the embedded server runs as (not root), and keeps its modes.
        execFileSync('cp', ['-a', seeded, copy]);
        return copy;
      });
    }
    const started = await Promise.allSettled(copies.map((dataDir) => startServerProcess({ ATELIER_DATA_DIR: dataDir })));
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  return teardown;
}
