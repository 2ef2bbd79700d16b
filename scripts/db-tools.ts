// npm run db:backup [-- file]     writes backups/atelier-YYYYMMDD-HHMMSS.jsonl.gz
// npm run db:restore -- <file>    into an empty database (the embedded one or DATABASE_URL)
// npm run db:move-from-pglite     an earlier shop's PGlite directory into the embedded server
//
// The database is the server's: DATABASE_URL, else the embedded server in ATELIER_DATA_DIR (./data),
// which these commands start themselves, and refuse to while the app holds it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/platform/db/database';
import { assertPgliteMoved, moveCommand, movePgliteData, unmovedPgliteDir } from '../src/server/platform/db/pglite-move';
import {
  BackupError,
  defaultBackupFile,
  readBackupHeader,
  restoreBackup,
  writeBackup,
  type TableCount,
} from '../src/server/platform/db/backup';

const usage = `usage:
  npm run db:backup [-- <file>]     default: backups/atelier-YYYYMMDD-HHMMSS.jsonl.gz
  npm run db:restore -- <file>      into an empty database
  npm run db:move-from-pglite       moves ${path.join('<data>', 'pglite')} (the earlier embedded database) into the embedded server

The database is the server's: DATABASE_URL (PostgreSQL), else the embedded server in ATELIER_DATA_DIR (default ./data).`;

const config = readConfig();
const clusterDir = path.join(config.dataDir, 'postgres');

function describeTarget(): string {
  if (!config.databaseUrl) return `embedded PostgreSQL (${clusterDir})`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL (${url.hostname}:${url.port || 5432}${url.pathname})`;
}

function printTables(tables: readonly TableCount[]) {
  const width = Math.max(5, ...tables.map((t) => t.table.length));
  for (const t of tables) console.log(`  ${t.table.padEnd(width)}  ${String(t.rows).padStart(9)}`);
}

const kilobytes = (file: string) => `${(statSync(file).size / 1024).toFixed(1)} KB`;

/** Turns driver errors into a sentence for the terminal. */
function explain(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  const e = error as { code?: string; message?: string };
  const where = describeTarget();
  switch (e.code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot reach ${where}: ${e.message}`;
    case '3D000':
      return `${where}: the database does not exist; create it first (createdb …)`;
    case '28P01':
    case '28000':
      return `${where}: authentication failed (${e.message})`;
    case '42501':
      return `${where}: permission denied (${e.message}); use the account that owns the tables`;
    default:
      return e.message ?? String(error);
  }
}

/** The embedded server refuses, naming the app, while the app holds the data directory. */
function open(owner: string): Promise<Database> {
  if (!config.databaseUrl && owner !== 'db:move-from-pglite') assertPgliteMoved(config.dataDir);
  return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2, owner });
}

async function backup(file: string) {
  if (!config.databaseUrl && !existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    const old = unmovedPgliteDir(config.dataDir);
    throw new BackupError(
      old
        ? `${old} holds a database of the earlier embedded engine: move it with "${moveCommand}" (which backs it up first)`
        : `no database in ${clusterDir}: set ATELIER_DATA_DIR or DATABASE_URL to the one to back up`,
    );
  }
  const startedAt = performance.now();
  const database = await open('db:backup');
  try {
    const summary = await writeBackup(database, file);
    console.log(`Backed up ${describeTarget()} to ${file}`);
    printTables(summary.tables);
    console.log(
      `${summary.tables.length} tables, ${summary.rows} rows, ${summary.header.migrations.length} migrations, ` +
        `${kilobytes(file)}, ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

async function restore(file: string) {
  // Read the file before opening anything: a wrong file must not create a database.
  const header = await readBackupHeader(file);
  const startedAt = performance.now();
  const database = await open('db:restore');
  try {
    const summary = await restoreBackup(database, file);
    console.log(`Restored ${file} (${header.engine}, ${header.createdAt}) into ${describeTarget()}`);
    printTables(summary.tables);
    console.log(`${summary.tables.length} tables, ${summary.rows} rows, ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    if (summary.migratedAfter.length) console.log(`Then applied the newer migrations: ${summary.migratedAfter.join(', ')}`);
    for (const warning of summary.warnings) console.log(`note: ${warning}`);
  } finally {
    await database.close();
  }
}

async function moveFromPglite() {
  if (config.databaseUrl) throw new BackupError('db:move-from-pglite moves into the embedded server: unset DATABASE_URL');
  const pgliteDir = unmovedPgliteDir(config.dataDir);
  if (!pgliteDir) throw new BackupError(`nothing to move: no PGlite database in ${path.join(config.dataDir, 'pglite')}`);
  const startedAt = performance.now();
  const file = defaultBackupFile().replace(/atelier-/, 'atelier-pglite-');
  const target = await open('db:move-from-pglite');
  try {
    const stamp = path.basename(file).replace(/^atelier-pglite-|\.jsonl\.gz$/g, '');
    const moved = await movePgliteData(pgliteDir, target, file, stamp);
    console.log(`Moved ${pgliteDir} into ${describeTarget()}`);
    printTables(moved.tables);
    console.log(`${moved.tables.length} tables, ${moved.rows} rows, every table's count checked, ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    console.log(`The backup it went through: ${moved.backupFile}. The old directory is kept as ${moved.movedAside}; delete it once the shop has run a while.`);
  } finally {
    await target.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, file, ...extra] = argv;
  if (command === 'backup' && extra.length === 0) {
    await backup(file ?? defaultBackupFile());
    return 0;
  }
  if (command === 'restore' && file && extra.length === 0) {
    await restore(file);
    return 0;
  }
  if (command === 'move-from-pglite' && !file) {
    await moveFromPglite();
    return 0;
  }
  console.error(usage);
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`error: ${explain(error)}`);
  process.exitCode = 1;
}
