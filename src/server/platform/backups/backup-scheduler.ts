import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BackupKind, BackupRecord } from '../../../shared/contracts/platform/backups';
import { BackupBusyError, readBackupHeader, writeBackup, type BackupSummary } from '../db/backup';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { failureOf, freeBackupFile, probeBackupFolder } from './backup-folder';
import { autoBackupNamePattern, backupsToDelete } from './backup-retention';
import { backupIsDue, nextDailyRun } from './backup-schedule';
import { insertBackupRecord, lastOkBackupAt, readBackupSettings, readShopTimeZone, type StoredBackupSettings } from './backups.service';

/** Held while a backup is written, so two app processes on one server never write at once. */
const backupLockKey = 7243023;

/** The scheduler's time: the system's in the server, a hand-moved one in tests. */
export interface BackupClock {
  now(): Date;
  /** Calls `run` after `ms`; returns what cancels it. */
  setTimer(ms: number, run: () => void): () => void;
}

export const systemClock: BackupClock = {
  now: () => new Date(),
  setTimer: (ms, run) => {
    const timer = setTimeout(run, ms);
    // A pending backup does not keep a stopping process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface BackupSchedulerOptions {
  readonly clock?: BackupClock;
  readonly log?: (line: string) => void;
}

/**
 * The backups of one server process: the daily one at the owner's hour on
 * the shop clock, a catch-up at start when the last good one is more than a
 * day old, "back up now", and retention after each good one. Never two at
 * once: one in this process at a time, and an advisory lock across
 * processes sharing the database server.
 */
export class BackupScheduler {
  private readonly clock: BackupClock;
  private readonly log: (line: string) => void;
  private current: Promise<BackupRecord | null> | null = null;
  private cancelTimer: (() => void) | null = null;
  private started = false;

  constructor(
    private readonly database: Database,
    options: BackupSchedulerOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? (() => undefined);
  }

  get running(): boolean {
    return this.current !== null;
  }

  /** Starts the daily timer, after a catch-up backup when one is due. */
  async start(): Promise<void> {
    this.started = true;
    const settings = await readBackupSettings(this.database.db);
    if (settings?.enabled && backupIsDue(await lastOkBackupAt(this.database.db), this.clock.now())) {
      this.log('backups: the last good backup is more than a day old (or there is none): backing up now');
      await this.runQuietly('catchUp');
    }
    await this.reschedule();
  }

  stop(): void {
    this.started = false;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  /** When the daily backup next runs, or null when backups are off or not set up. */
  async nextRunAt(): Promise<Date | null> {
    const settings = await readBackupSettings(this.database.db);
    if (!settings?.enabled) return null;
    return nextDailyRun(this.clock.now(), settings.hour, await readShopTimeZone(this.database.db));
  }

  /** Sets the timer for the next daily backup (after a change of settings, and after each run). */
  async reschedule(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (!this.started) return;
    const at = await this.nextRunAt();
    if (!at) return;
    this.cancelTimer = this.clock.setTimer(Math.max(0, at.getTime() - this.clock.now().getTime()), () => {
      this.cancelTimer = null;
      void this.runQuietly('daily').finally(() => this.reschedule().catch((error: unknown) => this.log(`backups: ${String(error)}`)));
    });
  }

  /**
   * One backup now, recorded ok or failed. Refused (409) while another runs;
   * refused (409) before the owner has chosen a folder.
   */
  async backUpNow(kind: BackupKind, userId: number | null = null): Promise<BackupRecord> {
    if (this.current) throw new AppError(409, 'backups.running');
    // Taken before the first await: a second call meanwhile finds it taken.
    const run = (async () => {
      const settings = await readBackupSettings(this.database.db);
      if (!settings) throw new AppError(409, 'backups.notConfigured');
      return this.run(settings, kind, userId);
    })();
    this.current = run;
    try {
      const record = await run;
      if (!record) throw new AppError(409, 'backups.running');
      return record;
    } finally {
      this.current = null;
    }
  }

  /** The scheduler's own runs: a refusal or a failure is recorded or logged, never thrown. */
  private async runQuietly(kind: BackupKind): Promise<void> {
    try {
      const record = await this.backUpNow(kind);
      this.log(record.state === 'ok' ? `backups: wrote ${record.file}` : `backups: failed (${record.failureCode}): ${record.failureDetail}`);
    } catch (error) {
      this.log(`backups: ${kind} backup not made: ${error instanceof AppError ? error.code : String(error)}`);
    }
  }

  /** Null when another process holds the lock. */
  private async run(settings: StoredBackupSettings, kind: BackupKind, userId: number | null): Promise<BackupRecord | null> {
    const db = this.database.db;
    const startedAt = this.clock.now();
    const timeZone = await readShopTimeZone(db);
    const probe = probeBackupFolder(settings.folder);
    if (probe.problem) {
      return insertBackupRecord(db, { kind, state: 'failed', startedAt, finishedAt: this.clock.now(), failureCode: probe.problem, failureDetail: probe.detail, createdBy: userId });
    }
    const file = freeBackupFile(settings.folder, startedAt, kind, timeZone);
    let summary: BackupSummary;
    try {
      summary = await writeBackup(this.database, file, { lockKey: backupLockKey, createdAt: startedAt });
    } catch (error) {
      if (error instanceof BackupBusyError) return null;
      const failure = failureOf(error);
      return insertBackupRecord(db, { kind, state: 'failed', startedAt, finishedAt: this.clock.now(), file, failureCode: failure.code, failureDetail: failure.detail, createdBy: userId });
    }
    const record = await insertBackupRecord(db, {
      kind,
      state: 'ok',
      startedAt,
      finishedAt: this.clock.now(),
      file,
      sizeBytes: statSync(file).size,
      summary,
      createdBy: userId,
    });
    await this.applyRetention(settings, timeZone);
    return record;
  }

  /** Deletes the backups retention lets go: only files it made (name and header), in the chosen folder. */
  private async applyRetention(settings: StoredBackupSettings, timeZone: string): Promise<void> {
    try {
      const ours = [];
      for (const name of readdirSync(settings.folder)) {
        if (!autoBackupNamePattern.test(name)) continue;
        const file = path.join(settings.folder, name);
        try {
          const header = await readBackupHeader(file);
          ours.push({ name, file, createdAt: new Date(header.createdAt) });
        } catch {
          // A file with our name but no Atelier header is not ours to delete.
        }
      }
      for (const old of backupsToDelete(ours, { keepDaily: settings.keepDaily, keepMonthly: settings.keepMonthly, timeZone })) {
        rmSync(old.file, { force: true });
        this.log(`backups: retention deleted ${old.file}`);
      }
    } catch (error) {
      this.log(`backups: retention stopped: ${(error as Error).message}`);
    }
  }
}
