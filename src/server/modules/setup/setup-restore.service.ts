import type { SetupRestoreResult } from '../../../shared/contracts/setup/setup';
import { audit, systemActor } from '../../platform/audit';
import { compareWithBackupHeader } from '../../platform/backups/backup-check';
import { BackupError, journalTags, readBackupHeader, restoreBackup, type BackupHeader } from '../../platform/db/backup';
import type { Database } from '../../platform/db/database';
import { findMigrationsDir } from '../../platform/db/migrate';
import { AppError, conflict } from '../../platform/errors';
import type { Locale } from '../../platform/i18n/messages';
import { ownerExists, ownerUsernames } from '../../platform/users/owner-account';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((tag, i) => b[i] === tag);

/**
 * The backup's schema against this Atelier's: a restore at setup goes into
 * the running server's database, already migrated to this version, so only a
 * backup of the same version can go in as it is. An older one goes through
 * `npm run db:restore` into a new data folder, which restores it at its own
 * version and then applies the newer migrations to its rows (some of them
 * change data, not only tables); a newer one needs this Atelier updated.
 */
function refuseOtherVersions(header: BackupHeader): void {
  const ours = journalTags(findMigrationsDir());
  if (sameList(header.migrations, ours)) return;
  const newer = header.migrations.some((tag) => !ours.includes(tag));
  if (newer) throw new AppError(400, 'setup.restoreNewerAtelier');
  throw new AppError(400, 'setup.restoreOlderAtelier', { takenAt: header.createdAt.slice(0, 10) });
}

/**
 * "Restore a backup" on the first-run setup (DESIGN §3.11, issue 23 §4): the
 * shop moving to a new computer puts its last backup back instead of setting
 * up anew. Only while no owner exists; the rows go in in one transaction
 * (a refused or broken file leaves the install as it was, still waiting for
 * its setup); then the restored database is compared with what the backup
 * recorded, as "check a backup" does on a scratch copy.
 */
export async function restoreAtSetup(database: Database, file: string, fileName: string, locale: Locale): Promise<SetupRestoreResult> {
  const startedAt = performance.now();
  if (await ownerExists(database.db)) throw conflict('setup.alreadyDone');
  let header: BackupHeader;
  try {
    header = await readBackupHeader(file);
  } catch {
    throw new AppError(400, 'setup.restoreNotABackup');
  }
  refuseOtherVersions(header);
  let rowsRestored: number;
  try {
    rowsRestored = (await restoreBackup(database, file, { upgrade: false })).rows;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    // The one refusal that is not the file's fault: an owner was made while the file uploaded.
    if (error.message.startsWith('refusing to restore')) throw conflict('setup.alreadyDone');
    throw new AppError(400, 'setup.restoreDamaged', { detail: error.message });
  }
  const compared = await compareWithBackupHeader(database.db, header, locale);
  const owners = await ownerUsernames(database.db);
  await audit(database.db, systemActor, {
    action: 'setup.restore',
    entity: 'shop',
    after: { backupTakenAt: header.createdAt, rows: rowsRestored, differences: compared.differences.length },
  });
  return {
    backupTakenAt: new Date(header.createdAt).toISOString(),
    owners,
    check: {
      backupId: 0,
      file: fileName,
      ok: compared.differences.length === 0,
      unreadable: null,
      unreadableDetail: null,
      rowsRestored,
      ...compared,
      seconds: Math.round((performance.now() - startedAt) / 100) / 10,
    },
  };
}
