import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goLiveResponseSchema, maxRestoreBytes, restoreBackupField, openingBodySchema, openingResponseSchema, openingStatusSchema, setupBodySchema, setupResponseSchema, setupRestoreResultSchema, setupStatusSchema } from '../../../shared/contracts/setup/setup';
import { actorOf } from '../../platform/access';
import { setSessionCookiesOf } from '../../platform/auth/auth.routes';
import { AppError, badInput, conflict } from '../../platform/errors';
import { replyOnce } from '../../platform/idempotency';
import { declareGoLive, getOpeningStatus, postOpening } from './opening.service';
import { restoreAtSetup } from './setup-restore.service';
import { completeSetup } from './setup.service';
import { routeOptionsOf } from '../../platform/route-options';

/**
 * The backup file of a multipart request, streamed to a temporary folder
 * (a shop's backup may be far larger than a request body is allowed to be);
 * the caller removes the folder.
 */
async function receiveBackupFile(request: FastifyRequest, folder: string): Promise<{ file: string; name: string }> {
  let received: { file: string; name: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxRestoreBytes, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== restoreBackupField) {
        if (part.type === 'file') part.file.resume();
        throw badInput({ [part.fieldname.slice(0, 40)]: 'validation.unknownField' });
      }
      const file = path.join(folder, 'backup.jsonl.gz');
      await pipeline(part.file, createWriteStream(file));
      if (part.file.truncated) throw new AppError(400, 'setup.restoreTooLarge', { maxMb: maxRestoreBytes / 1024 / 1024 }, { [restoreBackupField]: 'setup.restoreTooLarge' });
      received = { file, name: part.filename.slice(0, 200) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'setup.restoreTooLarge', { maxMb: maxRestoreBytes / 1024 / 1024 }, { [restoreBackupField]: 'setup.restoreTooLarge' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badInput({ [restoreBackupField]: 'setup.restoreFileMissing' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badInput({ [restoreBackupField]: 'validation.unknownField' });
    throw new AppError(400, 'uploads.badForm');
  }
  if (!received) throw badInput({ [restoreBackupField]: 'setup.restoreFileMissing' });
  return received;
}

/** First-run setup and opening balances (DESIGN §3.11), under /api/setup. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['setup'];
  const route = routeOptionsOf(tags);
  // One restore at a time in this process, and no setup while it runs: both would make the first owner.
  let restoring = false;

  app.get(
    '/setup',
    route('public', { response: { 200: setupStatusSchema } }, { duringSetup: true }),
    async () => ({ required: await app.setupState.required() }),
  );

  // Public while no owner exists, then a 409: the first visitor of a fresh install is its owner.
  app.post('/setup', route('public', { body: setupBodySchema, response: { 201: setupResponseSchema } }, { duringSetup: true, rateLimit: { max: app.config.loginPerAddressPerMinute, timeWindow: '1 minute' } }), async (request, reply) => {
    if (restoring) throw conflict('setup.restoreRunning');
    const session = await completeSetup(db, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
    setSessionCookiesOf(reply, app.config.secureCookies, session);
    void reply.status(201);
    return { user: session.user, permissions: [...session.permissions] };
  });

  // The shop moving to a new computer: its last backup instead of a new setup (public until an owner exists, then a 409).
  await app.register(async (restore) => {
    await restore.register(fastifyMultipart);
    restore.post(
      '/setup/restore',
      {
        schema: {
          tags,
          description: `multipart/form-data: an Atelier backup (atelier-….jsonl.gz, at most ${maxRestoreBytes / 1024 / 1024} MB) under "${restoreBackupField}"; into this install while it has no owner, all or nothing`,
          response: { 201: setupRestoreResultSchema },
        },
        config: { access: 'public', duringSetup: true, rateLimit: { max: app.config.loginPerAddressPerMinute, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        if (!(await app.setupState.required())) throw conflict('setup.alreadyDone');
        if (restoring || app.backups.running) throw conflict('setup.restoreRunning');
        restoring = true;
        const folder = mkdtempSync(path.join(tmpdir(), 'atelier-restore-'));
        try {
          const { file, name } = await receiveBackupFile(request, folder);
          const result = await restoreAtSetup(app.database, file, name, request.locale);
          // The restored settings name the backups' folder and hour.
          await app.backups.reschedule();
          return reply.status(201).send(result);
        } finally {
          restoring = false;
          rmSync(folder, { recursive: true, force: true });
        }
      },
    );
  });

  app.get(
    '/setup/opening',
    route('platform.settings', { response: { 200: openingStatusSchema } }),
    async () => getOpeningStatus(db),
  );

  app.post(
    '/setup/opening',
    route('platform.settings', { body: openingBodySchema, response: { 201: openingResponseSchema } }),
    async (request, reply) => {
      return replyOnce(db, request, reply, 201, (tx) => postOpening(tx, actorOf(request), request.body));
    },
  );

  app.post(
    '/setup/go-live',
    route('platform.settings', { response: { 200: goLiveResponseSchema } }),
    async (request) => declareGoLive(db, actorOf(request)),
  );
};
