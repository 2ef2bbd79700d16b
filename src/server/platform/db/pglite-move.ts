import { existsSync, readdirSync, readlinkSync, realpathSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Database, Db } from './database';
import { BackupError, restoreBackup, writeBackup, type TableCount } from './backup';

/*
 * PGlite was the first embedded database. It never asks the disk to flush (no
 * fsync on Node), so a power cut could take acknowledged sales: the embedded
 * PostgreSQL server replaced it. PGlite stays for one job only, reading a
 * shop's old directory once to move it over:
 *
 *   npm run db:move-from-pglite    <data>/pglite → a backup file → <data>/postgres
 */

/** `<data>/pglite` when it holds a database not yet moved. */
export function unmovedPgliteDir(dataDir: string): string | undefined {
  const dir = path.join(dataDir, 'pglite');
  return existsSync(path.join(dir, 'PG_VERSION')) ? dir : undefined;
}

export const moveCommand = 'npm run db:move-from-pglite';

/**
 * Other processes holding files of `dir` open, from Linux's /proc; undefined
 * where there is no /proc. PGlite has no lock of its own, and two processes
 * on one directory corrupt it.
 */
export function processesUsing(dir: string): number[] | undefined {
  if (!existsSync('/proc/self/fd')) return undefined;
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    return [];
  }
  const users: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target === root || target.startsWith(`${root}/`)) {
        users.push(Number(entry));
        break;
      }
    }
  }
  return users;
}

function assertPgliteDirFree(pgliteDir: string): void {
  const users = processesUsing(pgliteDir);
  if (users?.length) {
    throw new BackupError(`the database in ${pgliteDir} is in use by process ${users.join(', ')}: stop the server first`);
  }
  // Without /proc, PGlite's postmaster.pid (removed on a clean close) is the only sign.
  if (users === undefined && existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `the database in ${pgliteDir} looks in use (postmaster.pid is present): stop the old Atelier first. ` +
        'If none runs, the last one did not shut down cleanly: start the old version once and stop it with Ctrl+C.',
    );
  }
}

/** A PGlite directory opened as a Database, for reading it into a backup. */
export async function openPgliteDirectory(dir: string): Promise<Database> {
  assertPgliteDirFree(dir);
  const [{ PGlite, types }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  const client = new PGlite({ dataDir: dir, parsers: { [types.INT8]: (v: string) => Number(v) } });
  await client.waitReady;
  return { engine: 'pglite', db: drizzle(client) as unknown as Db, close: () => client.close() };
}

export interface PgliteMove {
  readonly backupFile: string;
  readonly movedAside: string;
  readonly tables: TableCount[];
  readonly rows: number;
}

/**
 * Backs the PGlite directory up to `backupFile`, restores that file into the
 * (empty) target, compares every table's row count, and only then renames
 * the PGlite directory aside (`pglite.moved-<stamp>`, kept: nothing deleted).
 */
export async function movePgliteData(pgliteDir: string, target: Database, backupFile: string, stamp: string): Promise<PgliteMove> {
  const source = await openPgliteDirectory(pgliteDir);
  let written;
  try {
    written = await writeBackup(source, backupFile);
  } finally {
    await source.close();
  }
  const restored = await restoreBackup(target, backupFile);
  const counted = new Map(restored.tables.map((t) => [t.table, t.rows]));
  const differing = written.tables.filter((t) => counted.get(t.table) !== t.rows);
  if (differing.length) {
    throw new BackupError(`the move did not carry every row (${differing.map((t) => t.table).join(', ')}); ${pgliteDir} is left as it was`);
  }
  const movedAside = `${pgliteDir}.moved-${stamp}`;
  renameSync(pgliteDir, movedAside);
  return { backupFile, movedAside, tables: written.tables, rows: written.rows };
}

/**
 * A data directory whose database is still PGlite's must not start an empty
 * embedded server beside it: the shop would open on no data.
 */
export function assertPgliteMoved(dataDir: string): void {
  const old = unmovedPgliteDir(dataDir);
  if (old && !existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new Error(
      `${old} holds this shop's data in the earlier embedded database (PGlite), which did not flush to disk. ` +
        `Move it into the embedded PostgreSQL server once, with "${moveCommand}" (it backs it up first and keeps the old folder), then start again.`,
    );
  }
}
