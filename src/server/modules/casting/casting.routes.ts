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
import {
  createCast,
  createWaxPiece,
  cutCast,
  findCasts,
  findWaxPieces,
  finishCast,
  getCast,
  getCastSummary,
  getWaxEstimates,
  pourCast,
  recordCastResult,
} from './casting.service';

/** Wax pieces and casts, under /api/casting. */
export const castingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['casting'];

  /** DESIGN §5: a step that moves metal runs once per Idempotency-Key; a replay says so in a header. */
  const stepOnce = (request: FastifyRequest, reply: FastifyReply, work: (tx: Tx) => Promise<CastDetail>): Promise<CastDetail> =>
    replyOnce(db, request, reply, undefined, work);

  app.get(
    '/wax',
    {
      schema: { tags, querystring: findWaxPiecesQuerySchema, response: { 200: findWaxPiecesResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => findWaxPieces(db, request.query),
  );

  app.post(
    '/wax',
    {
      schema: { tags, body: createWaxPieceBodySchema, response: { 201: createWaxPieceResponseSchema } },
      config: { access: 'casting.write' },
    },
    async (request, reply) => reply.status(201).send(await inTransaction(db, (tx) => createWaxPiece(tx, actorOf(request), request.body))),
  );

  app.get(
    '/casts',
    {
      schema: { tags, querystring: findCastsQuerySchema, response: { 200: findCastsResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => findCasts(db, request.query),
  );

  app.post(
    '/casts',
    {
      schema: { tags, body: createCastBodySchema, response: { 201: createCastResponseSchema } },
      config: { access: 'casting.write' },
    },
    async (request, reply) => reply.status(201).send(await inTransaction(db, (tx) => createCast(tx, actorOf(request), request.body))),
  );

  app.get(
    '/summary',
    {
      schema: { tags, querystring: getCastSummaryQuerySchema, response: { 200: getCastSummaryResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => getCastSummary(db, request.query),
  );

  app.get(
    '/casts/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: getCastResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => getCast(db, request.params.id),
  );

  app.post(
    '/casts/:id/pour',
    {
      schema: { tags, params: idParamsSchema, body: pourCastBodySchema, response: { 200: pourCastResponseSchema } },
      config: { access: 'casting.write' },
    },
    async (request, reply) =>
      stepOnce(request, reply, async (tx) => {
        const { postingDate, postingDateReason, ...body } = request.body;
        return pourCast(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
      }),
  );

  app.post(
    '/casts/:id/result',
    {
      schema: { tags, params: idParamsSchema, body: recordCastResultBodySchema, response: { 200: recordCastResultResponseSchema } },
      config: { access: 'casting.write' },
    },
    async (request, reply) =>
      stepOnce(request, reply, async (tx) => {
        const { postingDate, postingDateReason, ...body } = request.body;
        return recordCastResult(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
      }),
  );

  app.post(
    '/casts/:id/cut',
    {
      schema: { tags, params: idParamsSchema, body: cutCastBodySchema, response: { 200: cutCastResponseSchema } },
      config: { access: 'casting.write' },
    },
    async (request, reply) =>
      stepOnce(request, reply, async (tx) => {
        const { postingDate, postingDateReason, ...body } = request.body;
        return cutCast(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
      }),
  );

  app.post(
    '/casts/:id/finish',
    {
      schema: { tags, params: idParamsSchema, body: finishCastBodySchema, response: { 200: finishCastResponseSchema } },
      config: { access: 'casting.write' },
    },
    async (request, reply) =>
      stepOnce(request, reply, async (tx) => {
        const { postingDate, postingDateReason, ...body } = request.body;
        return finishCast(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
      }),
  );

  app.get(
    '/estimate-wax',
    {
      schema: { tags, response: { 200: getWaxEstimatesResponseSchema } },
      config: { access: 'production.read' },
    },
    async () => getWaxEstimates(db),
  );
};
