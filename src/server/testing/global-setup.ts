import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DatabaseEngine } from '../config';
import { startEmbeddedServer } from '../platform/db/embedded-server';
import { buildTemplates, dropTemplates, templateNamesOfRun, type TemplateNames } from './template-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… to the `postgres` database of the embedded server the tests share. */
    embeddedAdminUrl: string;
    /** The databases suites clone, per engine's server, built by this run (template-databases.ts). */
    databaseTemplates: Partial<Record<DatabaseEngine, TemplateNames>>;
  }
}

/** The server at 127.0.0.1:5432 (trust auth); test-app.ts reads the same variable. */
const pgServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * The test databases' servers: the embedded one, started by the app's own
 * code (startEmbeddedServer: the same binaries, settings, fsync and
 * synchronous commit on) in a scratch data directory, and 127.0.0.1:5432. On
 * each, this run's template databases, which every suite clones (each suite
 * still has its own database).
 */
export default async function setup(project: TestProject) {
  const engines = (process.env.TEST_ENGINES?.split(',') ?? ['embedded', 'pg']) as DatabaseEngine[];
  const names = templateNamesOfRun();
  const servers: { engine: DatabaseEngine; url: string }[] = [];
  const teardown: (() => Promise<void>)[] = [];
  try {
    if (engines.includes('embedded')) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-test-embedded-'));
      const server = await startEmbeddedServer({ dataDir, owner: 'vitest', settings: { max_connections: '200' } });
      teardown.push(async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      });
      project.provide('embeddedAdminUrl', server.urlOf('postgres'));
      servers.push({ engine: 'embedded', url: server.urlOf('postgres') });
    }
    if (engines.includes('pg')) {
      servers.push({ engine: 'pg', url: pgServerUrl });
      // The embedded server's templates go with its data directory; these would stay.
      teardown.unshift(() => dropTemplates(pgServerUrl, names));
    }
    // Both servers at once: each is its own process.
    await Promise.all(servers.map(({ engine, url }) => buildTemplates(url, engine, names)));
  } catch (error) {
    for (const step of teardown) await step().catch(() => undefined);
    throw error;
  }
  project.provide('databaseTemplates', Object.fromEntries(servers.map(({ engine }) => [engine, names])));
  return async () => {
    for (const step of teardown) await step();
  };
}
