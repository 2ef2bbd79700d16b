import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import pg from 'pg';
import { buildApp } from '../app';
import { readConfig, type AppConfig, type DatabaseEngine } from '../config';
import { openDatabase, type Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { bootstrapShop as bootstrapData } from '../assembly/demo';
import { demoPassword } from '../platform/demo/platform-demo';

/** First start with the shop's demo, for tests outside the modules (platform's own: backups) that need a full database. */
export { bootstrapShop } from '../assembly/demo';
import { cloneDatabase, suiteDatabaseName, type TemplateKind } from './template-databases';

/** The PostgreSQL server every machine of this project runs (trust auth). */
export const testServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export const engines: readonly DatabaseEngine[] = (process.env.TEST_ENGINES?.split(',') as DatabaseEngine[] | undefined) ?? [
  'embedded',
  'pg',
];

/** The server a suite of this engine makes its database on: the embedded one the global setup started, or 127.0.0.1:5432. */
export function serverUrlOf(engine: DatabaseEngine): string {
  if (engine === 'pg') return testServerUrl;
  const url = inject('embeddedAdminUrl');
  if (!url) throw new Error('no embedded server: the tests run with TEST_ENGINES without "embedded"');
  return url;
}

export interface TestDatabase {
  readonly database: Database;
  readonly url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * What the database holds at the start: nothing (`empty`, for restore tests),
   * every migration (`migrated`, the default), or the migrations and the small
   * demo a test app loads (`demo`).
   */
  readonly from?: 'empty' | TemplateKind;
  /** `false`: as `from: 'empty'`. */
  readonly migrated?: boolean;
}

/**
 * A fresh database of its own on the engine's server (the embedded one or
 * 127.0.0.1:5432): a clone of the run's template (global-setup.ts), or, when
 * no global setup built one (another vitest config), migrated here.
 */
export async function createTestDatabase(engine: DatabaseEngine, { migrated = true, from = migrated ? 'migrated' : 'empty' }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = serverUrlOf(engine);
  const run = inject('testRun');
  const ofRun = run?.engines.includes(engine) ? run : undefined;
  const name = ofRun ? suiteDatabaseName(ofRun) : `atelier_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = from === 'empty' ? undefined : ofRun?.templates[from];
  if (template) {
    await cloneDatabase(serverUrl, template, name);
  } else {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connected = await openDatabase({ url: url.toString(), poolSize: 20 });
  const database: Database = { ...connected, engine };
  if (!template && from !== 'empty') await migrate(database);
  if (!template && from === 'demo') await bootstrapData(database, readConfig({ NODE_ENV: 'test' }));
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      // A DROP DATABASE waits for a checkpoint (1.5 to 5 s with fsync on, under load): the embedded
      // server's databases go with its data directory at the end of the run.
      if (ofRun && engine === 'embedded') return;
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  readonly engine: DatabaseEngine;
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: AppConfig;
  /** Signs a demo user in and returns the Cookie header value. */
  signIn(username: string, password?: string): Promise<string>;
  /** `inject` with our client's headers (same-origin marker, English) and optional cookie. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
}

export async function createTestApp(engine: DatabaseEngine, overrides: Partial<AppConfig> = {}) {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'atelier-test-uploads-'));
  const config: AppConfig = {
    ...readConfig({ NODE_ENV: 'test' }),
    uploadsDir,
    loginPerAddressPerMinute: 1000,
    ...overrides,
  };
  // The demo template holds exactly what bootstrapData loads for the small demo (then it finds users and
  // leaves the database be); any other first start (production, an owner from the environment) runs here.
  const startsWithDemo = config.loadDemoData && config.demoSize === 'small';
  const testDatabase = await createTestDatabase(engine, { from: startsWithDemo ? 'demo' : 'migrated' });
  await bootstrapData(testDatabase.database, config);
  const app = await buildApp({ config, database: testDatabase.database, logger: false });
  const request: TestApp['request'] = ({ cookie, headers, ...options }) =>
    app.inject({
      ...options,
      headers: {
        'x-requested-with': 'atelier-test',
        'accept-language': 'en',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });
  const testApp: TestApp = {
    engine,
    app,
    database: testDatabase.database,
    config,
    request,
    async signIn(username, password = demoPassword) {
      const res = await request({ method: 'POST', url: '/api/platform/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
      return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    },
  };
  return {
    testApp,
    close: async () => {
      await app.close();
      await testDatabase.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per engine (the embedded server and 127.0.0.1:5432), each on a
 * fresh database with the demo data. Use `ctx()` inside tests.
 */
export function describeOnBothEngines(name: string, suite: (ctx: () => TestApp, engine: DatabaseEngine) => void) {
  for (const engine of engines) {
    describe(`${name} [${engine}]`, () => {
      let current: { testApp: TestApp; close: () => Promise<void> } | undefined;
      beforeAll(async () => {
        current = await createTestApp(engine);
      }, 60_000);
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error('test app not ready');
        return current.testApp;
      }, engine);
    });
  }
}

/**
 * Runs a suite once per engine on an empty database (no tables): for an SQL
 * expression checked against the rule it restates (the property tests beside
 * a rule's SQL, `cast-weights-sql.test.ts`). Use `db()` inside tests.
 */
export function describeOnEmptyDatabases(name: string, suite: (db: () => Database['db']) => void) {
  for (const engine of engines) {
    describe(`${name} [${engine}]`, () => {
      let testDb: TestDatabase | undefined;
      beforeAll(async () => {
        testDb = await createTestDatabase(engine, { migrated: false });
      });
      afterAll(async () => {
        await testDb?.drop();
      });
      suite(() => {
        if (!testDb) throw new Error('test database not ready');
        return testDb.database.db;
      });
    });
  }
}

/** A setting's record routes (`path`, `path/{id}`) as a test calls them: the list, a new one (in `locale`), a change. */
export function recordCalls(ctx: () => TestApp, path: string) {
  return {
    list: (cookie: string) => ctx().request({ method: 'GET', url: path, cookie }),
    post: (cookie: string, payload: unknown, locale = 'en') => ctx().request({ method: 'POST', url: path, cookie, payload: payload as object, headers: { 'accept-language': locale } }),
    patch: (cookie: string, id: number | string, payload: unknown) => ctx().request({ method: 'PATCH', url: `${path}/${id}`, cookie, payload: payload as object }),
  };
}
