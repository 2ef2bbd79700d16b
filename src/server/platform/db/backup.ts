import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from './database';
import { appliedMigrations, countRows, countUsers, qualified, quoteIdent, readSchema } from './backup-schema';
import { findMigrationsDir, migrate } from './migrate';

/*
 * A portable logical backup: gzip'd JSON lines, the same for PGlite and the
 * PostgreSQL server, so either restores into the other.
 *
 *   {"format":"atelier-backup","version":1,"createdAt":…,"engine":…,"migrations":[…],"sequences":{…}}
 *   {"table":"branches","rows":3,"columns":["id",…]}
 *   {…row_to_json of each row, ordered by primary key…}
 *   {"table":"staff",…}
 *
 * Tables come in foreign-key order, so a restore inserts parents first. Rows
 * travel as the text PostgreSQL printed and are never parsed in JavaScript:
 * numeric and int8 values keep every digit.
 */

export const backupFormat = 'atelier-backup';
export const backupVersion = 1;
const batchRows = 5_000;
/** A restore batch is one query parameter: keep it well below the server's limits. */
const batchBytes = 8 * 1024 * 1024;

export interface BackupHeader {
  readonly format: typeof backupFormat;
  readonly version: number;
  readonly createdAt: string;
  readonly engine: Database['engine'];
  /** Tags from atelier_migrations, in order. */
  readonly migrations: string[];
  /** Last value handed out by each serial/identity sequence, keyed `table.column`. */
  readonly sequences: Record<string, number>;
  /** Every table the file holds, in order: a restore refuses a file that stops before the last (older files lack it). */
  readonly tables?: string[];
  /** Rows of each table when the backup was taken, for "check a backup" (older files lack it). */
  readonly counts?: Record<string, number>;
  /** Each holder's balance per material from the ledger's postings, for "check a backup" (older files lack it). */
  readonly ledgerTotals?: LedgerTotal[];
}

/** A holder's balance of one material: what the postings brought in less what they took out, in mg. */
export interface LedgerTotal {
  readonly holderId: number;
  readonly materialId: number;
  readonly mg: number;
}

/**
 * The ledger's balances from its postings (never from the derived balance
 * table), ordered so two reads compare line by line; none without a ledger.
 */
export async function readLedgerTotals(executor: Executor): Promise<LedgerTotal[]> {
  const [found] = await queryRows<{ present: boolean }>(executor, sql`SELECT to_regclass('public.postings') IS NOT NULL AS present`);
  if (!found?.present) return [];
  const rows = await queryRows<{ holder_id: number; material_id: number; mg: string }>(
    executor,
    sql`SELECT holder_id, material_id, sum(mg)::text AS mg FROM (
          SELECT to_holder_id AS holder_id, material_id, mg FROM public.postings
          UNION ALL SELECT from_holder_id, material_id, -mg FROM public.postings) m
        GROUP BY holder_id, material_id ORDER BY holder_id, material_id`,
  );
  return rows.map((r) => ({ holderId: Number(r.holder_id), materialId: Number(r.material_id), mg: Number(r.mg) }));
}

interface TableLine {
  readonly table: string;
  readonly rows: number;
  readonly columns: string[];
}

export interface TableCount {
  readonly table: string;
  readonly rows: number;
}

export interface BackupSummary {
  readonly file: string;
  readonly header: BackupHeader;
  readonly tables: TableCount[];
  readonly rows: number;
}

export interface RestoreSummary {
  readonly file: string;
  readonly header: BackupHeader;
  readonly tables: TableCount[];
  readonly rows: number;
  /** Migrations newer than the backup, applied after its rows were inserted. */
  readonly migratedAfter: string[];
  readonly warnings: string[];
}

/** A refusal or a broken file, worded for the person at the terminal. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

// ---------------------------------------------------------------- backup

/** backups/atelier-YYYYMMDD-HHMMSS.jsonl.gz, local time. */
export function defaultBackupFile(now = new Date(), dir = 'backups'): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}`;
  return path.join(dir, `atelier-${stamp}.jsonl.gz`);
}

export interface WriteBackupOptions {
  /**
   * An advisory lock held while the file is written: a second backup asking
   * for it meanwhile (another app process on the same server) is refused
   * with BackupBusyError instead of writing a second copy at the same time.
   */
  readonly lockKey?: number;
  /** The header's createdAt (default now): the scheduler's clock, which retention then reads back. */
  readonly createdAt?: Date;
}

/** Another backup holds the lock (see WriteBackupOptions.lockKey). */
export class BackupBusyError extends BackupError {}

/**
 * Writes every table from one consistent snapshot. The file appears under
 * its name only when complete (it is written as `<file>.partial` first).
 */
export async function writeBackup(database: Database, file: string, options: WriteBackupOptions = {}): Promise<BackupSummary> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial));
  written.catch(() => undefined); // awaited below; this only prevents an unhandled rejection
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  try {
    const result = await database.db.transaction(
      async (tx) => {
        // Timestamps print with +00:00 whatever the server's zone: a reproducible file.
        await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
        if (options.lockKey !== undefined) {
          const [lock] = await queryRows<{ got: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${options.lockKey}) AS got`);
          if (!lock?.got) throw new BackupBusyError('another backup is being written');
        }
        const migrations = await appliedMigrations(tx);
        if (!migrations.length) throw new BackupError('nothing to back up: this database has no Atelier tables (no migrations applied)');
        const tables = await readSchema(tx);
        const sequences: Record<string, number> = {};
        for (const table of tables) {
          for (const { column, sequence } of table.sequences) {
            const [s] = await queryRows<{ last_value: number | string; is_called: boolean }>(
              tx,
              sql.raw(`SELECT last_value, is_called FROM ${sequence}`),
            );
            if (s) sequences[`${table.name}.${column}`] = s.is_called ? Number(s.last_value) : Number(s.last_value) - 1;
          }
        }
        const rowsOf: Record<string, number> = {};
        for (const table of tables) rowsOf[table.name] = await countRows(tx, table.name);
        const header: BackupHeader = {
          format: backupFormat,
          version: backupVersion,
          createdAt: (options.createdAt ?? new Date()).toISOString(),
          engine: database.engine,
          migrations,
          sequences,
          tables: tables.map((t) => t.name),
          counts: rowsOf,
          ledgerTotals: await readLedgerTotals(tx),
        };
        await write(`${JSON.stringify(header)}\n`);
        const counts: TableCount[] = [];
        for (const table of tables) {
          const rows = rowsOf[table.name] ?? 0;
          const line: TableLine = { table: table.name, rows, columns: table.columns };
          await write(`${JSON.stringify(line)}\n`);
          const order = table.orderBy.length ? ` ORDER BY ${table.orderBy.map((c) => `t.${quoteIdent(c)}`).join(', ')}` : '';
          // A cursor keeps memory bounded and reads the snapshot as it was when the backup began.
          await tx.execute(
            sql.raw(`DECLARE atelier_backup NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${qualified(table.name)} AS t${order}`),
          );
          let seen = 0;
          for (;;) {
            const batch = await queryRows<{ r: string }>(tx, sql.raw(`FETCH FORWARD ${batchRows} FROM atelier_backup`));
            if (!batch.length) break;
            seen += batch.length;
            await write(batch.map((b) => `${oneLine(b.r)}\n`).join(''));
          }
          await tx.execute(sql.raw('CLOSE atelier_backup'));
          if (seen !== rows) throw new Error(`table ${table.name}: counted ${rows} rows but read ${seen}`);
          counts.push({ table: table.name, rows });
        }
        return { header, tables: counts };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await written;
    renameSync(partial, file);
    return { file, ...result, rows: result.tables.reduce((sum, t) => sum + t.rows, 0) };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * A `json` column keeps its input text, newlines included; outside strings
 * (the only place JSON allows them) a newline is whitespace, so a space keeps
 * the value and the one-row-per-line format.
 */
const oneLine = (text: string) => (text.includes('\n') || text.includes('\r') ? text.replace(/[\r\n]/g, ' ') : text);

// ---------------------------------------------------------------- reading a file

/** The lines of a gzip'd file, read as needed (backpressure, bounded memory). */
async function* readLines(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      rest += decoder.write(chunk as Buffer);
      let start = 0;
      for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n', start)) {
        yield rest.slice(start, end);
        start = end + 1;
      }
      rest = rest.slice(start);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') throw new BackupError(`${file} is not a gzip'd Atelier backup (${(error as Error).message})`);
    if (code === 'ENOENT') throw new BackupError(`${file} does not exist`);
    throw error;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  rest += decoder.end();
  if (rest) yield rest;
}

function parseHeader(file: string, line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = line ? (JSON.parse(line) as Partial<BackupHeader>) : undefined;
  } catch {
    header = undefined;
  }
  if (header?.format !== backupFormat || !Array.isArray(header.migrations)) {
    throw new BackupError(`${file} is not an Atelier backup (its first line is not an ${backupFormat} header)`);
  }
  if (header.version !== backupVersion) {
    throw new BackupError(`${file} is a backup of format version ${header.version}; this Atelier reads version ${backupVersion}`);
  }
  return { sequences: {}, ...header } as BackupHeader;
}

function parseTableLine(file: string, line: string): TableLine {
  let meta: Partial<TableLine> | undefined;
  try {
    meta = JSON.parse(line) as Partial<TableLine>;
  } catch {
    meta = undefined;
  }
  if (typeof meta?.table !== 'string' || typeof meta.rows !== 'number' || !Array.isArray(meta.columns)) {
    throw new BackupError(`${file} is damaged: expected a table line, found ${line.slice(0, 80)}`);
  }
  return meta as TableLine;
}

/** Reads only the first line: what a backup contains before anything is opened. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = readLines(file);
  try {
    return parseHeader(file, (await lines.next()).value as string | undefined);
  } finally {
    await lines.return(undefined);
  }
}

// ---------------------------------------------------------------- restore

/** Our migrations' tags, in the journal's order. */
export function journalTags(dir: string): string[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((e) => e.tag);
}

const isPrefix = (prefix: readonly string[], of: readonly string[]) =>
  prefix.length <= of.length && prefix.every((tag, i) => of[i] === tag);

/** Applies our migrations up to (and including) the backup's last one only. */
async function migrateTo(database: Database, dir: string, tags: readonly string[]): Promise<void> {
  const all = journalTags(dir);
  if (tags.length === all.length) {
    await migrate(database, dir);
    return;
  }
  const partialDir = mkdtempSync(path.join(tmpdir(), 'atelier-migrations-'));
  try {
    const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => tags.includes(e.tag));
    mkdirSync(path.join(partialDir, 'meta'));
    writeFileSync(path.join(partialDir, 'meta/_journal.json'), JSON.stringify(journal));
    for (const tag of tags) copyFileSync(path.join(dir, `${tag}.sql`), path.join(partialDir, `${tag}.sql`));
    await migrate(database, partialDir);
  } finally {
    rmSync(partialDir, { recursive: true, force: true });
  }
}

/** Holds the users table until the restore commits; still empty once held (true), or not. */
async function lockUsers(tx: Executor): Promise<boolean> {
  const [reg] = await queryRows<{ r: string | null }>(tx, sql`SELECT to_regclass('public.users')::text AS r`);
  if (!reg?.r) return true;
  await tx.execute(sql`LOCK TABLE public.users IN SHARE ROW EXCLUSIVE MODE`);
  return (await countUsers(tx)) === 0;
}

export interface RestoreOptions {
  /** Our migrations (tests point elsewhere). */
  readonly migrationsDir?: string;
  /**
   * Apply the migrations newer than the backup after its rows (default). "Check a backup"
   * says no: it compares the rows as they were backed up, which a newer migration may change.
   */
  readonly upgrade?: boolean;
}

/**
 * Restores a backup into an empty database (no users): brings the schema to
 * the backup's migrations, inserts every row in one transaction, moves each
 * sequence past the restored ids, then applies the migrations newer than the
 * backup, as an upgrade of the original database would have.
 */
export async function restoreBackup(database: Database, file: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const dir = options.migrationsDir ?? findMigrationsDir();
  const lines = readLines(file);
  try {
    const header = parseHeader(file, (await lines.next()).value as string | undefined);
    const ours = journalTags(dir);
    if (!isPrefix(header.migrations, ours)) {
      const unknown = header.migrations.filter((t) => !ours.includes(t));
      throw new BackupError(
        unknown.length
          ? `${file} comes from a newer Atelier (migrations ${unknown.join(', ')} are unknown here): upgrade Atelier first`
          : `${file} has migrations [${header.migrations.join(', ')}], which do not match this Atelier's [${ours.join(', ')}]`,
      );
    }
    const { db } = database;
    const users = await countUsers(db);
    if (users > 0) {
      throw new BackupError(`refusing to restore: the target database is not empty (${users} users). Restore into a new, empty database.`);
    }
    const warnings: string[] = [];
    const applied = await appliedMigrations(db);
    if (isPrefix(applied, header.migrations)) {
      await migrateTo(database, dir, header.migrations);
    } else {
      warnings.push(
        `the target database already has migrations newer than the backup (${applied.filter((t) => !header.migrations.includes(t)).join(', ')}); ` +
          'their data changes were not applied to the restored rows',
      );
    }

    const tables = await db.transaction(async (tx) => {
      // Again under a lock: a first-run setup on a running server may have made the owner since the count above.
      if (!(await lockUsers(tx))) {
        throw new BackupError('refusing to restore: the target database is not empty (an account was just made). Restore into a new, empty database.');
      }
      const schema = new Map((await readSchema(tx)).map((t) => [t.name, t]));
      // No users means nothing of value: rows left by migrations or a failed first start make way.
      const leftovers: string[] = [];
      for (const name of schema.keys()) if ((await countRows(tx, name)) > 0) leftovers.push(name);
      if (leftovers.length) {
        await tx.execute(sql.raw(`TRUNCATE ${[...schema.keys()].map(qualified).join(', ')}`));
        warnings.push(`cleared rows left in ${leftovers.join(', ')} (no users: nothing of value)`);
      }
      // As a data-only pg_restore --disable-triggers: rows go back as they were,
      // without triggers (append-only guards, derived totals) acting on them.
      const triggers = await queryRows<{ table: string; trigger: string }>(
        tx,
        sql`SELECT c.relname AS table, g.tgname AS trigger FROM pg_trigger g
            JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND NOT g.tgisinternal AND g.tgenabled <> 'D'`,
      );
      const setTriggers = async (state: 'ENABLE' | 'DISABLE') => {
        for (const t of triggers) await tx.execute(sql.raw(`ALTER TABLE ${qualified(t.table)} ${state} TRIGGER ${quoteIdent(t.trigger)}`));
      };
      await setTriggers('DISABLE');

      const counts: TableCount[] = [];
      for (let next = await lines.next(); !next.done; next = await lines.next()) {
        if (next.value === '') continue;
        const meta = parseTableLine(file, next.value);
        const table = schema.get(meta.table);
        if (!table) throw new BackupError(`${file} has table ${meta.table}, which this database does not have`);
        const missing = meta.columns.filter((c) => !table.columns.includes(c));
        if (missing.length) throw new BackupError(`${file}: table ${meta.table} has columns this database lacks: ${missing.join(', ')}`);
        const columns = meta.columns.filter((c) => table.insertable.has(c)).map(quoteIdent).join(', ');
        const overriding = table.identityAlways ? ' OVERRIDING SYSTEM VALUE' : '';
        const head = `INSERT INTO ${qualified(table.name)} (${columns})${overriding} SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table.name)}, `;
        let batch: string[] = [];
        let bytes = 0;
        const flush = async () => {
          if (!batch.length) return;
          await tx.execute(sql`${sql.raw(head)}${`[${batch.join(',')}]`}::json)`);
          batch = [];
          bytes = 0;
        };
        for (let i = 0; i < meta.rows; i++) {
          const row = await lines.next();
          if (row.done) throw new BackupError(`${file} is truncated: table ${meta.table} ends after ${i} of ${meta.rows} rows`);
          batch.push(row.value);
          bytes += row.value.length;
          if (batch.length >= batchRows || bytes >= batchBytes) await flush();
        }
        await flush();
        counts.push({ table: meta.table, rows: meta.rows });
      }

      // A file cut between two tables ends cleanly after a table: only the header's list shows it.
      const absent = (header.tables ?? []).filter((name) => !counts.some((c) => c.table === name));
      if (absent.length > 0) throw new BackupError(`${file} is truncated: it stops before table ${absent[0]}`);

      // Next ids follow the restored ones, and never reuse an id the original handed out.
      for (const table of schema.values()) {
        for (const { column, sequence } of table.sequences) {
          const recorded = header.sequences[`${table.name}.${column}`] ?? 0;
          await tx.execute(sql`
            SELECT setval(s.seqrelid, GREATEST(v.x, s.seqmin), v.x >= s.seqmin)
            FROM pg_sequence s,
              (SELECT GREATEST(COALESCE(max(${sql.raw(quoteIdent(column))})::int8, 0), ${recorded}::int8) AS x
               FROM ${sql.raw(qualified(table.name))}) v
            WHERE s.seqrelid = to_regclass(${sequence})`);
        }
      }
      await setTriggers('ENABLE');
      return counts;
    });

    const migratedAfter = options.upgrade === false ? [] : await migrate(database, dir);
    return { file, header, tables, rows: tables.reduce((sum, t) => sum + t.rows, 0), migratedAfter, warnings };
  } finally {
    await lines.return(undefined);
  }
}
