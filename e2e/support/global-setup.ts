import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the built server (`npm run build` ran before) on a fresh data dir with demo data. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));
  const server = await startServerProcess({ ATELIER_DATA_DIR: dataDir });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/e2e-server.log', server.output());
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
