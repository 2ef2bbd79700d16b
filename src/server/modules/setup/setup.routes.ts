import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  goLiveResponseSchema,
  openingBodySchema,
  openingResponseSchema,
  openingStatusSchema,
  setupBodySchema,
  setupResponseSchema,
  setupStatusSchema,
} from '../../../shared/contracts/setup/setup';
import { actorOf, sessionOf } from '../../platform/access';
import { setSessionCookiesOf } from '../../platform/auth/auth.routes';
import { idempotencyKeyOf, runIdempotent } from '../../platform/idempotency';
import { declareGoLive, getOpeningStatus, postOpening } from './opening.service';
import { completeSetup } from './setup.service';

/** First-run setup and opening balances (DESIGN §3.11), under /api/setup. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['setup'];

  app.get(
    '/setup',
    { schema: { tags, response: { 200: setupStatusSchema } }, config: { access: 'public', duringSetup: true } },
    async () => ({ required: await app.setupState.required() }),
  );

  // Public while no owner exists, then a 409: the first visitor of a fresh install is its owner.
  app.post(
    '/setup',
    {
      schema: { tags, body: setupBodySchema, response: { 201: setupResponseSchema } },
      config: { access: 'public', duringSetup: true, rateLimit: { max: app.config.loginPerAddressPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const session = await completeSetup(db, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      setSessionCookiesOf(reply, app.config.secureCookies, session);
      void reply.status(201);
      return { user: session.user, permissions: [...session.permissions] };
    },
  );

  app.get(
    '/setup/opening',
    { schema: { tags, response: { 200: openingStatusSchema } }, config: { access: 'platform.settings' } },
    async () => getOpeningStatus(db),
  );

  app.post(
    '/setup/opening',
    { schema: { tags, body: openingBodySchema, response: { 201: openingResponseSchema } }, config: { access: 'platform.settings' } },
    async (request, reply) => {
      const result = await runIdempotent(
        db,
        { key: idempotencyKeyOf(request), userId: sessionOf(request).user.id, request: { url: request.url, body: request.body } },
        (tx) => postOpening(tx, actorOf(request), request.body),
      );
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      void reply.status(201);
      return result.body;
    },
  );

  app.post(
    '/setup/go-live',
    { schema: { tags, response: { 200: goLiveResponseSchema } }, config: { access: 'platform.settings' } },
    async (request) => declareGoLive(db, actorOf(request)),
  );
};
