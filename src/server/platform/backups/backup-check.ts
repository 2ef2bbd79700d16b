import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { BackupCheckDifference, BackupCheckResult, BackupRecord } from '../../../shared/contracts/platform/backups';
import { BackupError, readBackupHeader, readLedgerTotals, restoreBackup, type BackupHeader, type LedgerTotal } from '../db/backup';
import { countRows } from '../db/backup-schema';
import { openDatabase, queryRows, type Database, type Executor } from '../db/database';
import type { Locale } from '../i18n/messages';

/**
 * "Check a backup": restores the file into a scratch database on the same
 * PostgreSQL server (the embedded one or DATABASE_URL's), counts every
 * table's rows and totals the ledger per holder and material, compares them
 * with what the file's header recorded when it was written, and drops the
 * scratch database. The shop's own database is only read from (its URL).
 */
export async function checkBackup(database: Database, record: BackupRecord, locale: Locale): Promise<BackupCheckResult> {
  const startedAt = performance.now();
  const file = record.file ?? '';
  const result = (partial: Partial<BackupCheckResult>): BackupCheckResult => ({
    backupId: record.id,
    file,
    ok: false,
    unreadable: null,
    unreadableDetail: null,
    tablesCompared: 0,
    rowsRestored: 0,
    ledgerTotalsCompared: 0,
    totalsNotRecorded: false,
    differences: [],
    seconds: Math.round((performance.now() - startedAt) / 100) / 10,
    ...partial,
  });
  if (!file || !existsSync(file)) return result({ unreadable: 'missing', unreadableDetail: file || null });
  let header: BackupHeader;
  try {
    header = await readBackupHeader(file);
  } catch (error) {
    return result({ unreadable: 'notABackup', unreadableDetail: (error as Error).message });
  }
  if (!database.url) throw new Error('check a backup: the database has no URL to make a scratch database beside');

  const scratchName = `atelier_check_${process.pid}_${randomBytes(4).toString('hex')}`;
  const scratchUrl = new URL(database.url);
  scratchUrl.pathname = `/${scratchName}`;
  await database.db.execute(sql.raw(`CREATE DATABASE ${scratchName}`));
  let scratch: Database | undefined;
  try {
    scratch = await openDatabase({ url: scratchUrl.toString(), poolSize: 2 });
    let rowsRestored: number;
    try {
      rowsRestored = (await restoreBackup(scratch, file, { upgrade: false })).rows;
    } catch (error) {
      const message = (error as Error).message;
      if (!(error instanceof BackupError)) return result({ unreadable: 'damaged', unreadableDetail: message });
      return result({ unreadable: message.includes('newer Atelier') ? 'newerAtelier' : 'damaged', unreadableDetail: message });
    }
    const compared = await compareWithBackupHeader(scratch.db, header, locale);
    return result({ ok: compared.differences.length === 0, rowsRestored, ...compared });
  } finally {
    await scratch?.close();
    await database.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`));
  }
}

/** What a restored database holds, set against what its backup's header recorded. */
export interface HeaderComparison {
  readonly tablesCompared: number;
  readonly ledgerTotalsCompared: number;
  /** An older backup recorded neither counts nor totals: only its rows were restored. */
  readonly totalsNotRecorded: boolean;
  readonly differences: BackupCheckDifference[];
}

/**
 * Every table's rows and every holder's balance per material in a database
 * just restored from a backup, compared with the counts and ledger totals
 * the backup's header recorded when it was written. "Check a backup" runs it
 * on a scratch database; a restore at setup on the shop's own.
 */
export async function compareWithBackupHeader(executor: Executor, header: BackupHeader, locale: Locale): Promise<HeaderComparison> {
  if (!header.counts || !header.ledgerTotals) return { tablesCompared: 0, ledgerTotalsCompared: 0, totalsNotRecorded: true, differences: [] };
  const differences: BackupCheckDifference[] = [];
  const tables = Object.entries(header.counts);
  for (const [table, recorded] of tables) {
    const restored = await countRows(executor, table);
    if (restored !== recorded) differences.push({ kind: 'tableRows', table, recorded, restored });
  }
  const restoredTotals = await readLedgerTotals(executor);
  const keyOf = (t: LedgerTotal) => `${t.holderId}:${t.materialId}`;
  const recordedBy = new Map(header.ledgerTotals.map((t) => [keyOf(t), t]));
  const restoredBy = new Map(restoredTotals.map((t) => [keyOf(t), t]));
  const names = await namesOf(executor, locale);
  for (const key of new Set([...recordedBy.keys(), ...restoredBy.keys()])) {
    const recorded = recordedBy.get(key);
    const restored = restoredBy.get(key);
    const recordedMg = recorded?.mg ?? 0;
    const restoredMg = restored?.mg ?? 0;
    if (recordedMg === restoredMg) continue;
    const { holderId, materialId } = (recorded ?? restored) as LedgerTotal;
    differences.push({
      kind: 'ledgerTotal',
      holderId,
      holder: names.holders.get(holderId) ?? `#${holderId}`,
      materialId,
      material: names.materials.get(materialId) ?? `#${materialId}`,
      recordedMg,
      restoredMg,
    });
  }
  return { tablesCompared: tables.length, ledgerTotalsCompared: recordedBy.size, totalsNotRecorded: false, differences };
}

async function namesOf(executor: Executor, locale: Locale) {
  const column = sql.raw(locale === 'kh' ? 'name_kh' : 'name_en');
  const named = async (table: string) => {
    const [present] = await queryRows<{ present: boolean }>(executor, sql`SELECT to_regclass(${`public.${table}`}) IS NOT NULL AS present`);
    if (!present?.present) return new Map<number, string>();
    const rows = await queryRows<{ id: number; name: string }>(executor, sql`SELECT id, ${column} AS name FROM ${sql.raw(`public.${table}`)}`);
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  };
  return { holders: await named('holders'), materials: await named('material_categories') };
}
