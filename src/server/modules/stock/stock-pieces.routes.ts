import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { findPiecesQuerySchema, findPiecesResponseSchema, freezePieceBodySchema, jewelryPieceSchema, pieceCodeSchema } from '../../../shared/contracts/stock/jewelry-piece';
import {
  createStockCountBodySchema,
  findStockCountsQuerySchema,
  findStockCountsResponseSchema,
  scanCodeBodySchema,
  scanResultSchema,
  stockCountDetailSchema,
  stockSummaryResponseSchema,
} from '../../../shared/contracts/stock/stock-counts';
import {
  acceptPiecesBodySchema,
  cancelPiecesBodySchema,
  complementPieceBodySchema,
  findPendingResponseSchema,
  findStockDocumentsQuerySchema,
  findStockDocumentsResponseSchema,
  stockDocumentSchema,
  receiveTransferBodySchema,
  transferPiecesBodySchema,
  type StockDocument,
} from '../../../shared/contracts/stock/stock-documents';
import { actorOf } from '../../platform/access';
import type { Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { replyOnce } from '../../platform/idempotency';
import { closeStockCount, createStockCount, findStockCounts, getStockCount, scanCode } from './stock-counts.service';
import { acceptPieces, cancelPieces, complementPiece, freezePiece, receiveTransfer, transferPieces } from './stock-pieces.service';
import { findPending, findPieces, findStockDocuments, getPiece, getPieceByCode, getStockDocument, stockSummary } from './stock-views';
import { postingDayOfRequest } from '../../ledger';

/**
 * Pieces, documents and counts, under /api/stock (DESIGN §3.6). Whoever has
 * `stock.read` (a cashier too) sees stock; `stock.write` (owner, manager)
 * accepts, moves, freezes and counts it. Every step that moves metal takes an
 * Idempotency-Key.
 */
export const stockPiecesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['stock'];

  /** Runs a document once per Idempotency-Key and answers the document (201). */
  const document = (request: FastifyRequest, reply: FastifyReply, work: (tx: Tx) => Promise<number>): Promise<StockDocument> =>
    replyOnce(db, request, reply, 201, async (tx) => getStockDocument(tx, await work(tx)));

  app.get(
    '/pieces',
    { schema: { tags, querystring: findPiecesQuerySchema, response: { 200: findPiecesResponseSchema } }, config: { access: 'stock.read' } },
    async (request) => findPieces(db, request.query),
  );
  app.get(
    '/pieces/by-code/:code',
    { schema: { tags, params: z.strictObject({ code: pieceCodeSchema }), response: { 200: jewelryPieceSchema } }, config: { access: 'stock.read' } },
    async (request) => getPieceByCode(db, request.params.code),
  );
  app.get(
    '/pieces/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: jewelryPieceSchema } }, config: { access: 'stock.read' } },
    async (request) => getPiece(db, request.params.id),
  );
  app.post(
    '/pieces/:id/freeze',
    { schema: { tags, params: idParamsSchema, body: freezePieceBodySchema, response: { 200: jewelryPieceSchema } }, config: { access: 'stock.write' } },
    async (request) =>
      inTransaction(db, async (tx) => {
        await freezePiece(tx, actorOf(request), request.params.id, request.body.frozen, request.body.note);
        return getPiece(tx, request.params.id);
      }),
  );

  app.get('/pending', { schema: { tags, response: { 200: findPendingResponseSchema } }, config: { access: 'stock.read' } }, async () => findPending(db));
  app.post(
    '/accept',
    { schema: { tags, body: acceptPiecesBodySchema, response: { 201: stockDocumentSchema } }, config: { access: 'stock.write' } },
    async (request, reply) => document(request, reply, async (tx) => acceptPieces(tx, actorOf(request), request.body, await postingDayOfRequest(tx, request, request.body))),
  );
  app.post(
    '/transfers',
    { schema: { tags, body: transferPiecesBodySchema, response: { 201: stockDocumentSchema } }, config: { access: 'stock.write' } },
    async (request, reply) => document(request, reply, (tx) => transferPieces(tx, actorOf(request), request.body)),
  );
  app.post(
    '/transfers/:id/receive',
    { schema: { tags, params: idParamsSchema, body: receiveTransferBodySchema, response: { 201: stockDocumentSchema } }, config: { access: 'stock.write' } },
    async (request, reply) => document(request, reply, async (tx) => receiveTransfer(tx, actorOf(request), request.params.id, request.body, await postingDayOfRequest(tx, request, request.body))),
  );
  app.post(
    '/cancels',
    { schema: { tags, body: cancelPiecesBodySchema, response: { 201: stockDocumentSchema } }, config: { access: 'stock.write' } },
    async (request, reply) => document(request, reply, async (tx) => cancelPieces(tx, actorOf(request), request.body, await postingDayOfRequest(tx, request, request.body))),
  );
  app.post(
    '/complements',
    { schema: { tags, body: complementPieceBodySchema, response: { 201: stockDocumentSchema } }, config: { access: 'stock.write' } },
    async (request, reply) => document(request, reply, async (tx) => complementPiece(tx, actorOf(request), request.body, await postingDayOfRequest(tx, request, request.body))),
  );

  app.get(
    '/documents',
    { schema: { tags, querystring: findStockDocumentsQuerySchema, response: { 200: findStockDocumentsResponseSchema } }, config: { access: 'stock.read' } },
    async (request) => findStockDocuments(db, request.query),
  );
  app.get(
    '/documents/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: stockDocumentSchema } }, config: { access: 'stock.read' } },
    async (request) => getStockDocument(db, request.params.id),
  );
  app.get('/summary', { schema: { tags, response: { 200: stockSummaryResponseSchema } }, config: { access: 'stock.read' } }, async () => stockSummary(db));

  app.get(
    '/counts',
    { schema: { tags, querystring: findStockCountsQuerySchema, response: { 200: findStockCountsResponseSchema } }, config: { access: 'stock.read' } },
    async (request) => findStockCounts(db, request.query),
  );
  app.post(
    '/counts',
    { schema: { tags, body: createStockCountBodySchema, response: { 201: stockCountDetailSchema } }, config: { access: 'stock.write' } },
    async (request, reply) => {
      const detail = await inTransaction(db, async (tx) => getStockCount(tx, await createStockCount(tx, actorOf(request), request.body)));
      return reply.status(201).send(detail);
    },
  );
  app.get(
    '/counts/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: stockCountDetailSchema } }, config: { access: 'stock.read' } },
    async (request) => getStockCount(db, request.params.id),
  );
  app.post(
    '/counts/:id/scans',
    { schema: { tags, params: idParamsSchema, body: scanCodeBodySchema, response: { 200: scanResultSchema } }, config: { access: 'stock.write' } },
    async (request) => inTransaction(db, (tx) => scanCode(tx, actorOf(request), request.params.id, request.body.code)),
  );
  app.post(
    '/counts/:id/close',
    { schema: { tags, params: idParamsSchema, body: z.strictObject({}).optional(), response: { 200: stockCountDetailSchema } }, config: { access: 'stock.write' } },
    async (request) =>
      inTransaction(db, async (tx) => {
        await closeStockCount(tx, actorOf(request), request.params.id);
        return getStockCount(tx, request.params.id);
      }),
  );
};
