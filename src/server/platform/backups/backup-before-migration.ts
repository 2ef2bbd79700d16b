import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { journalTags, writeBackup } from '../db/backup';
import { appliedMigrations, countUsers } from '../db/backup-schema';
import type { Database } from '../db/database';
import { findMigrationsDir } from '../db/migrate';
import { freeBackupFile, probeBackupFolder } from './backup-folder';
import { insertBackupRecord, readBackupSettings, readShopTimeZone, type NewBackupRecord } from './backups.service';

/**
 * The backup the app makes at start before it applies new migrations to a
 * database that holds a shop's data (issue 23 §4): a migration that goes
 * wrong can then be undone by restoring it. It goes to the owner's folder,
 * or to `<data>/backups` when none is chosen or it cannot be written now
 * (the drive unplugged): no migration runs without a copy somewhere.
 * Its record waits until the migrations have made the table for it.
 */
export async function backUpBeforeMigrations(
  database: Database,
  dataDir: string,
  log: (line: string) => void,
  migrationsDir = findMigrationsDir(),
): Promise<NewBackupRecord | null> {
  const applied = new Set(await appliedMigrations(database.db));
  const pending = journalTags(migrationsDir).filter((tag) => !applied.has(tag));
  if (pending.length === 0 || (await countUsers(database.db)) === 0) return null;
  const settings = await readBackupSettings(database.db);
  const fallback = path.join(dataDir, 'backups');
  let folder = settings?.folder ?? fallback;
  if (settings && probeBackupFolder(settings.folder).problem) {
    log(`backups: ${settings.folder} cannot be written now; the backup before the migrations goes to ${fallback}`);
    folder = fallback;
  }
  mkdirSync(folder, { recursive: true });
  const startedAt = new Date();
  const file = freeBackupFile(folder, startedAt, 'beforeMigration', await readShopTimeZone(database.db));
  log(`backups: backing up before the migrations ${pending.join(', ')} to ${file}`);
  const summary = await writeBackup(database, file);
  return { kind: 'beforeMigration', state: 'ok', startedAt, finishedAt: new Date(), file, sizeBytes: statSync(file).size, summary, createdBy: null };
}

/** Records it once the migrations made the table. */
export async function recordBackupBeforeMigrations(database: Database, backup: NewBackupRecord | null): Promise<void> {
  if (backup) await insertBackupRecord(database.db, backup);
}
