import { createHash } from 'node:crypto';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { DatabaseEngine } from '../../config';

export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  /** `pglite` only for the reader of an earlier shop's directory (pglite-move.ts). */
  readonly engine: DatabaseEngine | 'pglite';
  readonly db: Db;
  /** postgres://… it is connected to: "check a backup" makes a scratch database beside it on the same server. */
  readonly url?: string;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… of a PostgreSQL server, or undefined for the embedded one. */
  readonly url?: string | undefined;
  /** The app's data directory: the embedded server keeps its cluster in `<dataDir>/postgres`. */
  readonly dataDir?: string;
  /** Pool size. */
  readonly poolSize?: number;
  /** Names this process in the refusal another one gets while it holds the data directory. */
  readonly owner?: string;
  /** The embedded server stopped by itself (it crashed): the app cannot go on without it. */
  readonly onServerExit?: (message: string) => void;
  /** Progress of the embedded server's start, for the terminal. */
  readonly log?: (line: string) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return connect('pg', options.url, options.poolSize);
  if (!options.dataDir) throw new Error('openDatabase: a DATABASE_URL or a data directory');
  const { startEmbeddedServer } = await import('./embedded-server');
  const server = await startEmbeddedServer({
    dataDir: options.dataDir,
    owner: options.owner,
    log: options.log,
    onUnexpectedExit: (code, signal) =>
      options.onServerExit?.(`the embedded database server stopped by itself (${signal ?? `exit ${code}`}); see ${options.dataDir}/postgres.log`),
  });
  try {
    const connected = await connect('embedded', server.url, options.poolSize);
    return {
      ...connected,
      close: async () => {
        await connected.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function connect(engine: DatabaseEngine, url: string, poolSize = 10): Promise<Database> {
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  // int8 (bigint sums of milligrams) as JS numbers: exact up to 2^53 mg ≈ 9 million tonnes.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closed (restart, failover, admin command) is
  // replaced by the pool on next use; without this listener it would crash the process.
  pool.on('error', (error) => console.warn(`database: an idle connection was closed: ${error.message}`));
  const db = drizzle(pool) as unknown as Db;
  return { engine, db, url, close: () => endPool(pool) };
}

/**
 * pool.end() resolves once the pool has let go of its clients, before each
 * has said goodbye to the server. The embedded server is stopped right after:
 * a backend still open then is terminated and its client reports an error
 * ("terminating connection due to administrator command"). So wait for every
 * client's 'remove' (sent when its socket is closed), at most two seconds.
 */
async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await Promise.race([allClosed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
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
 * transaction's: it knows its backend's process id).
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
 * own. In a transaction it runs on the transaction's connection.
 */
export async function queryPrepared<T>(executor: Executor, query: SQL): Promise<T[]> {
  const client = clientOf(executor);
  if (!isPgClient(client)) return queryRows<T>(executor, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `atelier_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return (await client.query({ name, text, values: params })).rows as T[];
}
