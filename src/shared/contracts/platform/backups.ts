import { z } from 'zod';
import { textSchema } from '../common';

/**
 * Automatic backups (issue 23 §4), the owner's: where and when, the backups
 * made, "back up now" and "check a backup". A backup is a file of every
 * table (the `npm run db:backup` format) in a folder on the server machine.
 */

/** An absolute path on the server machine: `/media/usb/atelier`, `D:\Backups`, `\\nas\share`. */
export const backupFolderSchema = textSchema(500)
  .min(1)
  .regex(/^(\/|[A-Za-z]:[\\/]|\\\\)/);

export const backupSettingsSchema = z.strictObject({
  folder: backupFolderSchema,
  enabled: z.boolean(),
  /** The hour of the daily backup on the shop's clock (setting shop.timeZone), 0–23. */
  hour: z.number().int().min(0).max(23),
  /** The newest backup of each of the last N days with one is kept. */
  keepDaily: z.number().int().min(1).max(366),
  /** And the newest of each of the last N months (0: none beyond the days). */
  keepMonthly: z.number().int().min(0).max(120),
});
export type BackupSettings = z.infer<typeof backupSettingsSchema>;

export const backupKinds = ['daily', 'catchUp', 'manual', 'beforeMigration'] as const;
export type BackupKind = (typeof backupKinds)[number];

/** Why a backup failed, in the shop's words (the catalogues' `backups.failure.*`). */
export const backupFailureCodes = ['notConfigured', 'folderMissing', 'folderNotWritable', 'diskFull', 'database', 'other'] as const;
export type BackupFailureCode = (typeof backupFailureCodes)[number];

export const backupRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(backupKinds),
  state: z.enum(['ok', 'failed']),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }),
  file: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  tableCount: z.number().int().nullable(),
  rowCount: z.number().int().nullable(),
  failureCode: z.enum(backupFailureCodes).nullable(),
  /** The system's own words (a path, an error of the disk), shown under the phrase. */
  failureDetail: z.string().nullable(),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

/** GET /api/platform/backups: the settings (null until the owner saves them), and the newest backups first. */
export const findBackupsResponseSchema = z.object({
  settings: backupSettingsSchema.nullable(),
  /** Where the next daily backup will run, on the shop's clock (null: off). */
  nextRunAt: z.iso.datetime({ offset: true }).nullable(),
  /** A backup is being written now (this server process). */
  running: z.boolean(),
  items: z.array(backupRecordSchema),
});
export type FindBackupsResponse = z.infer<typeof findBackupsResponseSchema>;

/** PUT /api/platform/backups/settings. */
export const updateBackupSettingsBodySchema = backupSettingsSchema;
export type UpdateBackupSettingsBody = z.infer<typeof updateBackupSettingsBodySchema>;

/** GET /api/platform/backups/status: the owner's home card. */
export const backupStatusSchema = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  /** The newest backup that finished well. */
  lastOkAt: z.iso.datetime({ offset: true }).nullable(),
  /** The newest that finished at all, when it failed. */
  lastFailed: backupRecordSchema.nullable(),
  /** No good backup within a day, or the newest one failed: the card turns red. */
  warning: z.enum(['none', 'notConfigured', 'never', 'olderThanADay', 'lastFailed']),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** One difference the check found between the restored copy and what the backup recorded. */
export const backupCheckDifferenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tableRows'), table: z.string(), recorded: z.number().int(), restored: z.number().int() }),
  z.object({
    kind: z.literal('ledgerTotal'),
    holderId: z.number().int(),
    holder: z.string(),
    materialId: z.number().int(),
    material: z.string(),
    recordedMg: z.number().int(),
    restoredMg: z.number().int(),
  }),
]);
export type BackupCheckDifference = z.infer<typeof backupCheckDifferenceSchema>;

/**
 * POST /api/platform/backups/:id/check: the file restored into a scratch
 * database on the same server, counted and totalled, then dropped.
 */
export const backupCheckResultSchema = z.object({
  backupId: z.number().int(),
  file: z.string(),
  /** The file restored and every count and total matched. */
  ok: z.boolean(),
  /** The file could not be restored at all (missing, damaged, cut short): why, in the catalogues' `backups.check.unreadable.*`. */
  unreadable: z.enum(['missing', 'notABackup', 'damaged', 'newerAtelier']).nullable(),
  unreadableDetail: z.string().nullable(),
  tablesCompared: z.number().int(),
  rowsRestored: z.number().int(),
  ledgerTotalsCompared: z.number().int(),
  /** The file is older than the recorded totals: only its rows were restored. */
  totalsNotRecorded: z.boolean(),
  differences: z.array(backupCheckDifferenceSchema),
  seconds: z.number(),
});
export type BackupCheckResult = z.infer<typeof backupCheckResultSchema>;
