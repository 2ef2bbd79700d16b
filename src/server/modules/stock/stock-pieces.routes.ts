import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { findPiecesQuerySchema, findPiecesResponseSchema, freezePieceBodySchema, jewelryPieceSchema, pieceCodeSchema } from '../../../shared/contracts/stock/jewelry-piece';
import { createStockCountBodySchema, findStockCountsQuerySchema, findStockCountsResponseSchema, scanCodeBodySchema, scanResultSchema, stockCountDetailSchema, stockSummaryResponseSchema } from '../../../shared/contracts/stock/stock-counts';
import { acceptPiecesBodySchema, cancelPiecesBodySchema, complementPieceBodySchema, findPendingResponseSchema, findStockDocumentsQuerySchema, findStockDocumentsResponseSchema, stockDocumentSchema, receiveTransferBodySchema, transferPiecesBodySchema, type StockDocument } from '../../../shared/contracts/stock/stock-documents';
import { actorOf } from '../../platform/access';
import type { Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { replyOnce } from '../../platform/idempotency';
import { closeStockCount, createStockCount, findStockCounts, getStockCount, scanCode } from './stock-counts.service';
import { acceptPieces, cancelPieces, complementPiece, freezePiece, receiveTransfer, transferPieces } from './stock-pieces.service';
import { findPending, findPieces, findStockDocuments, getPiece, getPieceByCode, getStockDocument, stockSummary } from './stock-views';
import { postingDayOfRequest } from '../../ledger';
import { recordRoutesOf } from '../../platform/route-options';

/**
 * Pieces, documents and counts, under /api/stock (DESIGN §3.6). Whoever has
 * `stock.read` (a cashier too) sees stock; `stock.write` (owner, manager)
 * accepts, moves, freezes and counts it. Every step that moves metal takes an
 * Idempotency-Key.
 */
export const stockPiecesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['stock'];
  const { route, find, get } = recordRoutesOf(app, tags);

  /** Runs a document once per Idempotency-Key and answers the document (201). */
  const document = (request: FastifyRequest, reply: FastifyReply, work: (tx: Tx) => Promise<number>): Promise<StockDocument> =>
    replyOnce(db, request, reply, 201, async (tx) => getStockDocument(tx, await work(tx)));

  find('/pieces', 'stock.read', { querystring: findPiecesQuerySchema, response: findPiecesResponseSchema }, (query) => findPieces(db, query));
  app.get(
    '/pieces/by-code/:code',
    route('stock.read', { params: z.strictObject({ code: pieceCodeSchema }), response: { 200: jewelryPieceSchema } }),
    async (request) => getPieceByCode(db, request.params.code),
  );
  get('/pieces/:id', 'stock.read', jewelryPieceSchema, (id) => getPiece(db, id));
  app.post(
    '/pieces/:id/freeze',
    route('stock.write', { params: idParamsSchema, body: freezePieceBodySchema, response: { 200: jewelryPieceSchema } }),
    async (request) =>
      inTransaction(db, async (tx) => {
        await freezePiece(tx, actorOf(request), request.params.id, request.body.frozen, request.body.note);
        return getPiece(tx, request.params.id);
      }),
  );

  app.get('/pending', route('stock.read', { response: { 200: findPendingResponseSchema } }), async () => findPending(db));
  app.post(
    '/accept',
    route('stock.write', { body: acceptPiecesBodySchema, response: { 201: stockDocumentSchema } }),
    async (request, reply) => document(request, reply, async (tx) => acceptPieces(tx, actorOf(request), request.body, await postingDayOfRequest(tx, request, request.body))),
  );
  app.post(
    '/transfers',
    route('stock.write', { body: transferPiecesBodySchema, response: { 201: stockDocumentSchema } }),
    async (request, reply) => document(request, reply, (tx) => transferPieces(tx, actorOf(request), request.body)),
  );
  app.post(
    '/transfers/:id/receive',
    route('stock.write', { params: idParamsSchema, body: receiveTransferBodySchema, response: { 201: stockDocumentSchema } }),
    async (request, reply) => document(request, reply, async (tx) => receiveTransfer(tx, actorOf(request), request.params.id, request.body, await postingDayOfRequest(tx, request, request.body))),
  );
  app.post(
    '/cancels',
    route('stock.write', { body: cancelPiecesBodySchema, response: { 201: stockDocumentSchema } }),
    async (request, reply) => document(request, reply, async (tx) => cancelPieces(tx, actorOf(request), request.body, await postingDayOfRequest(tx, request, request.body))),
  );
  app.post(
    '/complements',
    route('stock.write', { body: complementPieceBodySchema, response: { 201: stockDocumentSchema } }),
    async (request, reply) => document(request, reply, async (tx) => complementPiece(tx, actorOf(request), request.body, await postingDayOfRequest(tx, request, request.body))),
  );

  find('/documents', 'stock.read', { querystring: findStockDocumentsQuerySchema, response: findStockDocumentsResponseSchema }, (query) => findStockDocuments(db, query));
  get('/documents/:id', 'stock.read', stockDocumentSchema, (id) => getStockDocument(db, id));
  app.get('/summary', route('stock.read', { response: { 200: stockSummaryResponseSchema } }), async () => stockSummary(db));

  find('/counts', 'stock.read', { querystring: findStockCountsQuerySchema, response: findStockCountsResponseSchema }, (query) => findStockCounts(db, query));
  app.post(
    '/counts',
    route('stock.write', { body: createStockCountBodySchema, response: { 201: stockCountDetailSchema } }),
    async (request, reply) => {
      const detail = await inTransaction(db, async (tx) => getStockCount(tx, await createStockCount(tx, actorOf(request), request.body)));
      return reply.status(201).send(detail);
    },
  );
  get('/counts/:id', 'stock.read', stockCountDetailSchema, (id) => getStockCount(db, id));
  app.post(
    '/counts/:id/scans',
    route('stock.write', { params: idParamsSchema, body: scanCodeBodySchema, response: { 200: scanResultSchema } }),
    async (request) => inTransaction(db, (tx) => scanCode(tx, actorOf(request), request.params.id, request.body.code)),
  );
  app.post(
    '/counts/:id/close',
    route('stock.write', { params: idParamsSchema, body: z.strictObject({}).optional(), response: { 200: stockCountDetailSchema } }),
    async (request) =>
      inTransaction(db, async (tx) => {
        await closeStockCount(tx, actorOf(request), request.params.id);
        return getStockCount(tx, request.params.id);
      }),
  );
};
