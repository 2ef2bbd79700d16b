import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readConfig, type DatabaseEngine } from '../config';
import { openDatabase } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { bootstrapShop as bootstrapData } from '../assembly/demo';

/**
 * The databases a suite starts from, built once per run on each test server:
 * `migrated` (every migration, no rows) and `demo` (the same plus the small
 * demo a test app loads). A suite clones one (`CREATE DATABASE … TEMPLATE`,
 * a file-level copy) instead of migrating and seeding its own, which took
 * about 5 s per suite and engine.
 */
export interface TemplateNames {
  readonly migrated: string;
  readonly demo: string;
}

export type TemplateKind = keyof TemplateNames;

/** One vitest run's databases: its templates, and the suites' clones (named after the run, dropped with it). */
export interface TestRun {
  /** `<time built, base 36>_<random>`: several worktrees share 127.0.0.1:5432, each with its own migrations and seed code. */
  readonly id: string;
  readonly templates: TemplateNames;
}

/** The names every run gives its databases, the time it started in group 1. */
const runNamePattern = /^atelier_(?:tpl|tdb)_([0-9a-z]{8})_[0-9a-f]{6}_/;

/**
 * Left behind by a run that was killed before its teardown (a run lasts
 * minutes): older ones are dropped when the next run starts.
 */
const staleAfterMs = 6 * 60 * 60 * 1_000;

export function newTestRun(): TestRun {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  return { id, templates: { migrated: `atelier_tpl_${id}_migrated`, demo: `atelier_tpl_${id}_demo` } };
}

/** A suite's own database, named after the run (the run's teardown finds it) and the worker. */
export const suiteDatabaseName = (run: TestRun) => `atelier_tdb_${run.id}_${process.pid}_${randomBytes(4).toString('hex')}`;

const withAdmin = async <T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
};

const urlOf = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * Fills a database through the app's own code, then closes every connection
 * to it and forbids new ones: `CREATE DATABASE … TEMPLATE` refuses a source
 * anyone is connected to, and a template nobody can enter cannot change under
 * the suites cloning it.
 */
async function fill(serverUrl: string, name: string, work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<unknown>) {
  const database = await openDatabase({ url: urlOf(serverUrl, name), poolSize: 2 });
  try {
    await work(database);
  } finally {
    await database.close();
  }
  await withAdmin(serverUrl, async (admin) => {
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
  });
}

/**
 * Builds this run's templates on one server, fresh (a template from an earlier
 * run could predate a migration or a change to the demo seed).
 */
export async function buildTemplates(serverUrl: string, engine: DatabaseEngine, names: TemplateNames): Promise<void> {
  await dropStaleTemplates(serverUrl);
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${names.migrated}`));
  await fill(serverUrl, names.migrated, (database) => migrate(database));
  await cloneDatabase(serverUrl, names.migrated, names.demo);
  // The config a test app has (createTestApp): the small demo.
  await fill(serverUrl, names.demo, (database) => bootstrapData({ ...database, engine }, readConfig({ NODE_ENV: 'test' })));
}

export async function cloneDatabase(serverUrl: string, template: string, name: string): Promise<void> {
  // WAL_LOG (PostgreSQL 15's default) copies a small database without the two checkpoints FILE_COPY costs.
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
}

/** Drops the run's databases: its templates, and any clone a suite did not drop (a worker that crashed). */
export async function dropRunDatabases(serverUrl: string, run: TestRun): Promise<void> {
  await dropDatabases(serverUrl, (name) => name.startsWith(`atelier_tdb_${run.id}_`) || Object.values(run.templates).includes(name));
}

const dropDatabases = async (serverUrl: string, doomed: (name: string) => boolean) => {
  const names = await withAdmin(serverUrl, async (admin) => (await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'atelier%'")).rows.map((r) => r.datname).filter(doomed));
  const dropOne = async () => {
    for (let name = names.pop(); name; name = names.pop()) {
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  };
  await Promise.all(Array.from({ length: 3 }, dropOne));
};

/** What killed runs left behind, by the time in their names (another run's databases of today are not touched). */
const dropStaleTemplates = (serverUrl: string) =>
  dropDatabases(serverUrl, (name) => {
    const builtAt = runNamePattern.exec(name)?.[1];
    return builtAt !== undefined && Date.now() - parseInt(builtAt, 36) > staleAfterMs;
  });
