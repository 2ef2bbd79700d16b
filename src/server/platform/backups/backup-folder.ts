import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BackupFailureCode, BackupKind } from '../../../shared/contracts/platform/backups';
import { autoBackupName } from './backup-retention';

export type FolderProblem = Extract<BackupFailureCode, 'folderMissing' | 'folderNotWritable' | 'diskFull'>;

export interface FolderVerdict {
  readonly problem: FolderProblem | null;
  /** The system's words (for the record and the log), when there is a problem. */
  readonly detail: string | null;
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * Whether backups can be written to a folder: it exists, is a folder, and a
 * small file can be written, read back and removed there (a USB drive gone
 * read-only, a share that is mounted but refuses writes, show up only so).
 */
export function probeBackupFolder(folder: string): FolderVerdict {
  try {
    if (!statSync(folder).isDirectory()) return { problem: 'folderMissing', detail: `${folder} is a file, not a folder` };
  } catch (error) {
    if (codeOf(error) === 'EACCES') return { problem: 'folderNotWritable', detail: (error as Error).message };
    return { problem: 'folderMissing', detail: (error as Error).message };
  }
  const probe = path.join(folder, `.atelier-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  const text = `atelier ${new Date().toISOString()}`;
  try {
    writeFileSync(probe, text, { flag: 'wx' });
    if (readFileSync(probe, 'utf8') !== text) return { problem: 'folderNotWritable', detail: `${probe} read back other than written` };
    return { problem: null, detail: null };
  } catch (error) {
    return { problem: codeOf(error) === 'ENOSPC' ? 'diskFull' : 'folderNotWritable', detail: (error as Error).message };
  } finally {
    try {
      unlinkSync(probe);
    } catch {
      // Never written, or already gone.
    }
  }
}

/** A failed backup's reason, from what the file system or the database said. */
export function failureOf(error: unknown): { code: BackupFailureCode; detail: string } {
  const detail = error instanceof Error ? error.message : String(error);
  switch (codeOf(error)) {
    case 'ENOENT':
    case 'ENOTDIR':
      return { code: 'folderMissing', detail };
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return { code: 'folderNotWritable', detail };
    case 'ENOSPC':
    case 'EDQUOT':
      return { code: 'diskFull', detail };
  }
  const code = codeOf(error);
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code: 'database', detail };
  return { code: 'other', detail };
}

/** A backup's file in the folder, numbered when one of the same second is there. */
export function freeBackupFile(folder: string, at: Date, kind: BackupKind, timeZone: string): string {
  for (let n = 1; ; n++) {
    const file = path.join(folder, autoBackupName(at, kind, timeZone, n));
    if (!existsSync(file) && !existsSync(`${file}.partial`)) return file;
  }
}
