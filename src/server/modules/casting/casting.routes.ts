import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CastDetail } from '../../../shared/contracts/casting/cast';
import { createCastBodySchema, createCastResponseSchema } from '../../../shared/contracts/casting/create-cast';
import { createWaxPieceBodySchema, createWaxPieceResponseSchema } from '../../../shared/contracts/casting/create-wax-piece';
import { cutCastBodySchema, cutCastResponseSchema } from '../../../shared/contracts/casting/cut-cast';
import { findCastsQuerySchema, findCastsResponseSchema } from '../../../shared/contracts/casting/find-casts';
import { findWaxPiecesQuerySchema, findWaxPiecesResponseSchema } from '../../../shared/contracts/casting/find-wax-pieces';
import { finishCastBodySchema, finishCastResponseSchema } from '../../../shared/contracts/casting/finish-cast';
import { getCastResponseSchema } from '../../../shared/contracts/casting/get-cast';
import { getCastSummaryQuerySchema, getCastSummaryResponseSchema } from '../../../shared/contracts/casting/get-cast-summary';
import { getWaxEstimatesResponseSchema } from '../../../shared/contracts/casting/get-wax-estimates';
import { pourCastBodySchema, pourCastResponseSchema } from '../../../shared/contracts/casting/pour-cast';
import { recordCastResultBodySchema, recordCastResultResponseSchema } from '../../../shared/contracts/casting/record-cast-result';
import { idParamsSchema } from '../../../shared/contracts/common';
import { actorOf } from '../../platform/access';
import type { Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { replyOnce } from '../../platform/idempotency';
import { postingDayOfRequest } from '../../ledger';
import { createCast, createWaxPiece, cutCast, findCasts, findWaxPieces, finishCast, getCast, getCastSummary, getWaxEstimates, pourCast, recordCastResult } from './casting.service';
import { recordRoutesOf } from '../../platform/route-options';

/** Wax pieces and casts, under /api/casting. */
export const castingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['casting'];
  const { route, find, get } = recordRoutesOf(app, tags);

  /** DESIGN §5: a step that moves metal runs once per Idempotency-Key; a replay says so in a header. */
  const stepOnce = (request: FastifyRequest, reply: FastifyReply, work: (tx: Tx) => Promise<CastDetail>): Promise<CastDetail> =>
    replyOnce(db, request, reply, undefined, work);

  find('/wax', 'production.read', { querystring: findWaxPiecesQuerySchema, response: findWaxPiecesResponseSchema }, (query) => findWaxPieces(db, query));

  app.post(
    '/wax',
    route('casting.write', { body: createWaxPieceBodySchema, response: { 201: createWaxPieceResponseSchema } }),
    async (request, reply) => reply.status(201).send(await inTransaction(db, (tx) => createWaxPiece(tx, actorOf(request), request.body))),
  );

  find('/casts', 'production.read', { querystring: findCastsQuerySchema, response: findCastsResponseSchema }, (query) => findCasts(db, query));

  app.post(
    '/casts',
    route('casting.write', { body: createCastBodySchema, response: { 201: createCastResponseSchema } }),
    async (request, reply) => reply.status(201).send(await inTransaction(db, (tx) => createCast(tx, actorOf(request), request.body))),
  );

  find('/summary', 'production.read', { querystring: getCastSummaryQuerySchema, response: getCastSummaryResponseSchema }, (query) => getCastSummary(db, query));

  get('/casts/:id', 'production.read', getCastResponseSchema, (id) => getCast(db, id));

  app.post('/casts/:id/pour', route('casting.write', { params: idParamsSchema, body: pourCastBodySchema, response: { 200: pourCastResponseSchema } }), async (request, reply) =>
    stepOnce(request, reply, async (tx) => {
      const { postingDate, postingDateReason, ...body } = request.body;
      return pourCast(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
    }),
  );

  app.post('/casts/:id/result', route('casting.write', { params: idParamsSchema, body: recordCastResultBodySchema, response: { 200: recordCastResultResponseSchema } }), async (request, reply) =>
    stepOnce(request, reply, async (tx) => {
      const { postingDate, postingDateReason, ...body } = request.body;
      return recordCastResult(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
    }),
  );

  app.post('/casts/:id/cut', route('casting.write', { params: idParamsSchema, body: cutCastBodySchema, response: { 200: cutCastResponseSchema } }), async (request, reply) =>
    stepOnce(request, reply, async (tx) => {
      const { postingDate, postingDateReason, ...body } = request.body;
      return cutCast(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
    }),
  );

  app.post('/casts/:id/finish', route('casting.write', { params: idParamsSchema, body: finishCastBodySchema, response: { 200: finishCastResponseSchema } }), async (request, reply) =>
    stepOnce(request, reply, async (tx) => {
      const { postingDate, postingDateReason, ...body } = request.body;
      return finishCast(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
    }),
  );

  app.get('/estimate-wax', route('production.read', { response: { 200: getWaxEstimatesResponseSchema } }), async () => getWaxEstimates(db));
};
