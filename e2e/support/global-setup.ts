import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One built server per worker (browser.ts baseUrl() picks the worker's). */
    baseUrls: string[];
  }
}

/**
 * Starts the built server (`npm run build` ran before) once per worker, each on
 * a fresh data dir with the demo data. A worker runs one journey file at a
 * time, so a journey has its server to itself while it runs, as when the
 * journeys ran one by one on one server: several check the safe's balance
 * before and after their own steps.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const dataDirs = Array.from({ length: workers }, () => mkdtempSync(path.join(tmpdir(), 'atelier-e2e-')));
  const started = await Promise.allSettled(dataDirs.map((dataDir) => startServerProcess({ ATELIER_DATA_DIR: dataDir })));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const teardown = async () => {
    mkdirSync('test-results', { recursive: true });
    servers.forEach((server, i) => writeFileSync(`test-results/e2e-server${i === 0 ? '' : `-${i + 1}`}.log`, server.output()));
    await Promise.all(servers.map((server) => server.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  return teardown;
}
