import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DatabaseEngine } from '../config';
import { startEmbeddedServer } from '../platform/db/embedded-server';
import type { RunFolder } from './built-once-per-run';
import { buildTemplates, dropRunDatabases, newTestRun, type TestRun } from './template-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… to the `postgres` database of the embedded server the tests share. */
    embeddedAdminUrl: string;
    /** The databases suites clone, and the engines whose server has them (template-databases.ts). */
    testRun: TestRun & { readonly engines: readonly DatabaseEngine[] };
    /** Where this run's shared builds go, made by the first test that needs one (built-once-per-run.ts). */
    runFolders: Readonly<Record<RunFolder, string>>;
  }
}

/** The server at 127.0.0.1:5432 (trust auth); test-app.ts reads the same variable. */
const pgServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * The test databases' servers: the embedded one, started by the app's own
 * code (startEmbeddedServer: the same binaries, settings, fsync and
 * synchronous commit on) in a scratch data directory, and 127.0.0.1:5432. On
 * each, this run's template databases, which every suite clones (each suite
 * still has a database of its own).
 */
export default async function setup(project: TestProject) {
  const engines = (process.env.TEST_ENGINES?.split(',') ?? ['embedded', 'pg']) as DatabaseEngine[];
  const run = newTestRun();
  const teardown: (() => Promise<void>)[] = [];
  // The app's bundle inside the project (it finds node_modules there), the started shop where the server's account can enter.
  const shared = mkdtempSync(path.join(tmpdir(), 'atelier-test-run-'));
  chmodSync(shared, 0o755);
  const appBuild = path.join(project.config.root, 'dist', `test-app-${run.id}`);
  teardown.push(async () => {
    for (const folder of [shared, appBuild, `${appBuild}.partial`, `${appBuild}.lock`, `${appBuild}.failed`]) rmSync(folder, { recursive: true, force: true });
  });
  project.provide('runFolders', { appBuild, startedShop: path.join(shared, 'started-shop') });
  const startEmbedded = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-test-embedded-'));
    const server = await startEmbeddedServer({ dataDir, owner: 'vitest', settings: { max_connections: '200' } });
    teardown.push(async () => {
      // Its data directory goes next: an immediate stop, without the shutdown checkpoint that
      // would flush the suites' databases (never dropped there) to disk: 7.5 s after four suites, 0.06 s this way.
      try {
        process.kill(server.pid, 'SIGQUIT');
      } catch {
        // already gone
      }
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    project.provide('embeddedAdminUrl', server.urlOf('postgres'));
    await buildTemplates(server.urlOf('postgres'), 'embedded', run.templates);
  };
  const onPgServer = async () => {
    teardown.push(() => dropRunDatabases(pgServerUrl, run));
    await buildTemplates(pgServerUrl, 'pg', run.templates);
  };
  // Both at once: the embedded server starts and seeds while 127.0.0.1:5432 seeds.
  const built = await Promise.allSettled([
    ...(engines.includes('embedded') ? [startEmbedded()] : []),
    ...(engines.includes('pg') ? [onPgServer()] : []),
  ]);
  const finish = async () => {
    await Promise.all(teardown.map((step) => step()));
  };
  const failed = built.find((b): b is PromiseRejectedResult => b.status === 'rejected');
  if (failed) {
    await finish().catch(() => undefined);
    throw failed.reason;
  }
  project.provide('testRun', { ...run, engines: engines.filter((e) => e === 'embedded' || e === 'pg') });
  return finish;
}
