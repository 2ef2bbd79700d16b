import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  backupCheckResultSchema,
  backupRecordSchema,
  backupSettingsSchema,
  backupStatusSchema,
  findBackupsResponseSchema,
  updateBackupSettingsBodySchema,
} from '../../../shared/contracts/platform/backups';
import { actorOf, sessionOf } from '../access';
import { checkBackup } from './backup-check';
import type { BackupScheduler } from './backup-scheduler';
import { backupStatus, findBackupRecords, getBackupRecord, readBackupSettings, saveBackupSettings } from './backups.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server process's backups: the daily timer, "back up now" (see backup-scheduler.ts). */
    backups: BackupScheduler;
  }
}

/** Automatic backups (issue 23 §4), the owner's alone (platform.settings). */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const access = 'platform.settings';

  app.get(
    '/backups',
    { schema: { tags: ['platform'], response: { 200: findBackupsResponseSchema } }, config: { access } },
    async () => {
      const nextRunAt = await app.backups.nextRunAt();
      return {
        settings: await readBackupSettings(db),
        nextRunAt: nextRunAt?.toISOString() ?? null,
        running: app.backups.running,
        items: await findBackupRecords(db),
      };
    },
  );

  app.get(
    '/backups/status',
    { schema: { tags: ['platform'], response: { 200: backupStatusSchema } }, config: { access } },
    async () => backupStatus(db, new Date()),
  );

  // The folder takes a probe file first: one missing or not writable is a 400 on `folder`, nothing saved.
  app.put(
    '/backups/settings',
    { schema: { tags: ['platform'], body: updateBackupSettingsBodySchema, response: { 200: backupSettingsSchema } }, config: { access } },
    async (request) => {
      const saved = await saveBackupSettings(db, actorOf(request), request.body);
      await app.backups.reschedule();
      return saved;
    },
  );

  // Not behind an idempotency key: it moves nothing, and a second while one runs is refused (409).
  app.post(
    '/backups',
    { schema: { tags: ['platform'], response: { 200: backupRecordSchema } }, config: { access } },
    async (request) => app.backups.backUpNow('manual', sessionOf(request).user.id),
  );

  app.post(
    '/backups/:id/check',
    { schema: { tags: ['platform'], params: idParamsSchema, response: { 200: backupCheckResultSchema } }, config: { access } },
    async (request) => checkBackup(app.database, await getBackupRecord(db, request.params.id), request.locale),
  );
};
