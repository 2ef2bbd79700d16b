import { shopClockAt } from './backup-schedule';
import type { BackupKind } from '../../../shared/contracts/platform/backups';

/**
 * Which backups the scheduler keeps. It only ever looks at files it made
 * itself: named `atelier-auto-YYYYMMDD-HHMMSS-<kind>[-n].jsonl.gz` (the shop's
 * clock) and, before anything is deleted, with an Atelier backup's header.
 * A file the owner copied there, renamed, or made with `npm run db:backup` is
 * never touched.
 *
 * Kept: the newest backup of each of the last `keepDaily` shop days that have
 * one, and the newest of each of the last `keepMonthly` shop months that have
 * one (a month's newest is usually its last day's). Everything else goes.
 */

const kindInName: Record<BackupKind, string> = {
  daily: 'daily',
  catchUp: 'catchup',
  manual: 'manual',
  beforeMigration: 'premigration',
};

export const autoBackupNamePattern = /^atelier-auto-\d{8}-\d{6}-(daily|catchup|manual|premigration)(-\d+)?\.jsonl\.gz$/;

/** The file name of a backup made at `at` (`n` > 1 when one of the same second exists). */
export function autoBackupName(at: Date, kind: BackupKind, timeZone: string, n = 1): string {
  const c = shopClockAt(at, timeZone);
  const p = (v: number, width = 2) => String(v).padStart(width, '0');
  const stamp = `${p(c.year, 4)}${p(c.month)}${p(c.day)}-${p(c.hour)}${p(c.minute)}${p(c.second)}`;
  return `atelier-auto-${stamp}-${kindInName[kind]}${n > 1 ? `-${n}` : ''}.jsonl.gz`;
}

export interface KeptFile {
  readonly name: string;
  /** From the file's header: when the backup's snapshot was taken. */
  readonly createdAt: Date;
}

export interface RetentionRule {
  readonly keepDaily: number;
  readonly keepMonthly: number;
  readonly timeZone: string;
}

export function backupsToDelete<F extends KeptFile>(files: readonly F[], rule: RetentionRule): F[] {
  const newestFirst = [...files].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.name < b.name ? 1 : -1));
  const keep = new Set<F>();
  const days = new Set<string>();
  const months = new Set<string>();
  for (const file of newestFirst) {
    const c = shopClockAt(file.createdAt, rule.timeZone);
    const month = `${c.year}-${c.month}`;
    const day = `${month}-${c.day}`;
    if (!days.has(day) && days.size < rule.keepDaily) {
      days.add(day);
      keep.add(file);
    }
    if (!months.has(month) && months.size < rule.keepMonthly) {
      months.add(month);
      keep.add(file);
    }
  }
  return newestFirst.filter((file) => !keep.has(file));
}
