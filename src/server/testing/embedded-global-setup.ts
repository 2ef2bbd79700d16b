import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedServer } from '../platform/db/embedded-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… to the `postgres` database of the embedded server the tests share. */
    embeddedAdminUrl: string;
  }
}

/**
 * The embedded engine of the tests: one embedded PostgreSQL server started by
 * the app's own code (startEmbeddedServer: the same binaries, settings, fsync
 * and synchronous commit on) in a scratch data directory; each suite makes its
 * own database on it, as it does on the server at 127.0.0.1:5432.
 */
export default async function setup(project: TestProject) {
  const engines = process.env.TEST_ENGINES?.split(',') ?? ['embedded', 'pg'];
  if (!engines.includes('embedded')) return;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-test-embedded-'));
  const server = await startEmbeddedServer({ dataDir, owner: 'vitest', settings: { max_connections: '200' } });
  project.provide('embeddedAdminUrl', server.urlOf('postgres'));
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
