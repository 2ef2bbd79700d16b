import { desc, eq, sql } from 'drizzle-orm';
import type {
  BackupFailureCode,
  BackupKind,
  BackupRecord,
  BackupSettings,
  BackupStatus,
} from '../../../shared/contracts/platform/backups';
import { audit, type Actor } from '../audit';
import type { BackupSummary } from '../db/backup';
import { queryRows, type Db, type Executor } from '../db/database';
import { inTransaction } from '../db/transaction';
import { badInput, notFound } from '../errors';
import { getSetting } from '../settings/settings.service';
import { probeBackupFolder } from './backup-folder';
import { backupIsDue } from './backup-schedule';
import { backupSettings, backups } from './backups.tables';

export type StoredBackupSettings = BackupSettings;

const recentBackups = 60;

export async function readShopTimeZone(executor: Executor): Promise<string> {
  return getSetting(executor, 'shop.timeZone');
}

/** The owner's settings, or null until first saved (or before migration 0023, at a start that is about to apply it). */
export async function readBackupSettings(executor: Executor): Promise<StoredBackupSettings | null> {
  const [present] = await queryRows<{ present: boolean }>(executor, sql`SELECT to_regclass('public.backup_settings') IS NOT NULL AS present`);
  if (!present?.present) return null;
  const [row] = await executor.select().from(backupSettings).where(eq(backupSettings.id, 1));
  return row ? { folder: row.folder, enabled: row.enabled, hour: row.hour, keepDaily: row.keepDaily, keepMonthly: row.keepMonthly } : null;
}

/**
 * Saves the settings once the folder has taken a probe file: a folder that
 * is missing or refuses writes is a 400 on `folder`, in words, and nothing
 * is saved.
 */
export async function saveBackupSettings(db: Db, actor: Actor, value: BackupSettings): Promise<BackupSettings> {
  const probe = probeBackupFolder(value.folder);
  if (probe.problem) {
    const key = probe.problem === 'folderMissing' ? 'backups.folderMissing' : probe.problem === 'diskFull' ? 'backups.diskFull' : 'backups.folderNotWritable';
    throw badInput({ folder: key }, { folder: value.folder });
  }
  return inTransaction(db, async (tx) => {
    const before = await readBackupSettings(tx);
    await tx
      .insert(backupSettings)
      .values({ id: 1, ...value, updatedBy: actor.userId, updatedAt: new Date() })
      .onConflictDoUpdate({ target: backupSettings.id, set: { ...value, updatedBy: actor.userId, updatedAt: new Date() } });
    await audit(tx, actor, { action: 'setting.update', entity: 'setting', entityId: 'backups', before, after: value });
    return value;
  });
}

type BackupRow = typeof backups.$inferSelect;

const toRecord = (row: BackupRow): BackupRecord => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  file: row.file,
  sizeBytes: row.sizeBytes,
  tableCount: row.tableCount,
  rowCount: row.rowCount,
  failureCode: row.failureCode,
  failureDetail: row.failureDetail,
});

export interface NewBackupRecord {
  readonly kind: BackupKind;
  readonly state: 'ok' | 'failed';
  readonly startedAt: Date;
  readonly finishedAt: Date;
  readonly file?: string;
  readonly sizeBytes?: number;
  readonly summary?: BackupSummary;
  readonly failureCode?: BackupFailureCode;
  readonly failureDetail?: string | null;
  readonly createdBy: number | null;
}

export async function insertBackupRecord(executor: Executor, record: NewBackupRecord): Promise<BackupRecord> {
  const { summary } = record;
  const [row] = await executor
    .insert(backups)
    .values({
      kind: record.kind,
      state: record.state,
      startedAt: record.startedAt,
      finishedAt: record.finishedAt,
      file: record.file ?? null,
      sizeBytes: record.sizeBytes ?? null,
      tableCount: summary ? summary.tables.length : null,
      rowCount: summary ? summary.rows : null,
      counts: summary?.header.counts ?? null,
      ledgerTotals: summary?.header.ledgerTotals ?? null,
      failureCode: record.failureCode ?? null,
      failureDetail: record.failureDetail ?? null,
      createdBy: record.createdBy,
    })
    .returning();
  if (!row) throw new Error('backup record not written');
  return toRecord(row);
}

export async function findBackupRecords(executor: Executor): Promise<BackupRecord[]> {
  const rows = await executor.select().from(backups).orderBy(desc(backups.startedAt), desc(backups.id)).limit(recentBackups);
  return rows.map(toRecord);
}

export async function getBackupRecord(executor: Executor, id: number): Promise<BackupRecord> {
  const [row] = await executor.select().from(backups).where(eq(backups.id, id));
  if (!row) throw notFound('backup');
  return toRecord(row);
}

export async function lastOkBackupAt(executor: Executor): Promise<Date | null> {
  const [present] = await queryRows<{ present: boolean }>(executor, sql`SELECT to_regclass('public.backups') IS NOT NULL AS present`);
  if (!present?.present) return null;
  const [row] = await executor
    .select({ at: backups.finishedAt })
    .from(backups)
    .where(eq(backups.state, 'ok'))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  return row?.at ?? null;
}

/** The owner's home card: the last good backup, and a warning when it is old or the newest failed. */
export async function backupStatus(executor: Executor, now: Date): Promise<BackupStatus> {
  const settings = await readBackupSettings(executor);
  const lastOkAt = await lastOkBackupAt(executor);
  const [newest] = await executor.select().from(backups).orderBy(desc(backups.finishedAt), desc(backups.id)).limit(1);
  const lastFailed = newest?.state === 'failed' ? toRecord(newest) : null;
  const warning: BackupStatus['warning'] = lastFailed
    ? 'lastFailed'
    : !settings && !lastOkAt
      ? 'notConfigured'
      : !lastOkAt
        ? 'never'
        : backupIsDue(lastOkAt, now)
          ? 'olderThanADay'
          : 'none';
  return {
    configured: settings !== null,
    enabled: settings?.enabled ?? false,
    lastOkAt: lastOkAt?.toISOString() ?? null,
    lastFailed,
    warning,
  };
}
