import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { DatabaseEngine } from '../../config';

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  readonly engine: DatabaseEngine;
  readonly db: Db;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… or undefined for PGlite. */
  readonly url?: string | undefined;
  /** PGlite directory; `memory://` keeps it in memory (tests). */
  readonly dataDir?: string;
  /** Pool size for the PostgreSQL server. */
  readonly poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    // int8 (bigint sums of milligrams) as JS numbers: exact up to 2^53 mg ≈ 9 million tonnes.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closed (restart, failover, admin command) is
    // replaced by the pool on next use; without this listener it would crash the process.
    pool.on('error', (error) => console.warn(`database: an idle connection was closed: ${error.message}`));
    const db = drizzle(pool) as unknown as Db;
    return { engine: 'pg', db, close: () => pool.end() };
  }
  const [{ PGlite, types }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const dir = options.dataDir ?? 'memory://';
  let dataDir: string | undefined;
  if (!dir.startsWith('memory://')) {
    dataDir = path.join(dir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite({ dataDir, parsers: { [types.INT8]: (v: string) => Number(v) } });
  await client.waitReady;
  const db = drizzle(client) as unknown as Db;
  return { engine: 'pglite', db, close: () => client.close() };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

interface PreparableClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
/**
 * node-postgres' Pool (it counts its clients) or one of its clients (a
 * transaction's: it knows its backend's process id); PGlite has no named
 * statements to keep.
 */
const isPgClient = (client: unknown): client is PreparableClient =>
  typeof client === 'object' && client !== null && 'query' in client && ('totalCount' in client || 'processID' in client);

/** The driver's client behind the database (its pool) or behind a transaction (its connection). */
const clientOf = (executor: Executor): unknown => (executor as unknown as { session?: { client?: unknown } }).session?.client;

/**
 * Raw SQL for a hot statement (the follow-up board, a sale's writes): on the
 * PostgreSQL server it runs as a named prepared statement, parsed once per
 * pooled connection, and its plan reused (planning cost as much as running on
 * the board); the name is the text's hash, so each shape of a query gets its
 * own. In a transaction it runs on the transaction's connection. On PGlite,
 * as queryRows.
 */
export async function queryPrepared<T>(executor: Executor, query: SQL): Promise<T[]> {
  const client = clientOf(executor);
  if (!isPgClient(client)) return queryRows<T>(executor, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `atelier_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return (await client.query({ name, text, values: params })).rows as T[];
}
