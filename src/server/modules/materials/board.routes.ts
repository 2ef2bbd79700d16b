import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { boardLinkResponseSchema, createBoardLinkBodySchema, createBoardLinkResponseSchema, findBoardLinksResponseSchema, getReceiptPriceLinkResponseSchema } from '../../../shared/contracts/materials/board-links';
import { boardTokenQuerySchema, rateBoardSchema } from '../../../shared/contracts/materials/get-rate-board';
import { actorOf } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { boardAccessOf, chooseReceiptLink, createBoardLink, findBoardLinks, receiptPricesPath, revokeBoardLink } from './board-links.service';
import { RateBoardHub } from './rate-board-hub';
import { getRateBoard } from './rate-board.service';
import { recordRoutesOf } from '../../platform/route-options';

/**
 * The rate board (DESIGN §3.10), under /api/board: the owner's links, the
 * price page a receipt prints, and the board itself (its figures and their
 * stream), opened by a link's token and never by a session.
 */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['board'];
  const { route, create } = recordRoutesOf(app, tags);
  const hub = new RateBoardHub(db);
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => hub.closeAll());

  /** The link a request's token opens, or the refusal in words: 401 without a token or with an unknown one, 403 for a revoked one. */
  const openedBy = async (token: string | undefined) => {
    const access = await boardAccessOf(db, token);
    if (access.status === 'open') return access;
    if (access.status === 'revoked') throw new AppError(403, 'board.linkRevoked');
    throw new AppError(401, access.status === 'missing' ? 'board.linkRequired' : 'board.linkUnknown');
  };

  app.get(
    '/links',
    route('platform.settings', { response: { 200: findBoardLinksResponseSchema } }),
    async () => findBoardLinks(db),
  );

  // Not through the idempotency record: its stored answer would keep the token the link's hash stands for.
  create('/links', 'platform.settings', { body: createBoardLinkBodySchema, response: createBoardLinkResponseSchema }, (actor, body) => createBoardLink(db, actor, body));

  app.post(
    '/links/:id/revoke',
    route('platform.settings', { params: idParamsSchema, response: { 200: boardLinkResponseSchema } }),
    async (request) => revokeBoardLink(db, actorOf(request), request.params.id),
  );

  app.post(
    '/links/:id/receipts',
    route('platform.settings', { params: idParamsSchema, response: { 200: boardLinkResponseSchema } }),
    async (request) => chooseReceiptLink(db, actorOf(request), request.params.id),
  );

  app.get(
    '/receipt-link',
    route('sales.read', { response: { 200: getReceiptPriceLinkResponseSchema } }),
    async () => ({ pricesPath: await receiptPricesPath(db) }),
  );

  // Per address: a TV polls 20 times a minute while its stream fails, and a shop's phones may share one address;
  // a guesser is slowed (a 256-bit token is never guessed anyway).
  const boardRateLimit = { max: 600, timeWindow: '1 minute' };

  app.get(
    '/rates',
    route('public', { querystring: boardTokenQuerySchema, response: { 200: rateBoardSchema } }, { rateLimit: boardRateLimit }),
    async (request, reply) => {
      const access = await openedBy(request.query.token);
      void reply.header('Cache-Control', 'no-store');
      return getRateBoard(db, access.pricesPath);
    },
  );

  /**
   * Server-sent events: `rates` with the whole board at once and after every
   * change, `revoked` before the stream ends on a revoked link, a comment
   * line every 15 s. Nothing may hold the events back: no caching, no
   * transformation (a compressing proxy buffers), no proxy buffering (nginx's
   * X-Accel-Buffering).
   */
  app.get('/stream', route('public', { querystring: boardTokenQuerySchema, description: 'text/event-stream: events `rates` (the board, as GET /api/board/rates) and `revoked`.' }, { rateLimit: boardRateLimit }), async (request, reply) => {
    const access = await openedBy(request.query.token);
    const stream = await hub.open(access.linkId, access.pricesPath, (end) => request.raw.on('close', end));
    return reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store, no-transform')
      .header('X-Accel-Buffering', 'no')
      .send(stream);
  });
};
