import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { adjustInvoiceBodySchema, createSaleBodySchema, findInvoicesQuerySchema, findInvoicesResponseSchema, invoiceSchema, quoteSaleBodySchema, saleQuoteSchema, saleResultSchema, voidInvoiceBodySchema } from '../../../shared/contracts/sales/invoice';
import { applyCreditBodySchema, applyCreditResultSchema, findPaymentsQuerySchema, findPaymentsResponseSchema, paymentSchema, recordPaymentBodySchema, recordPaymentResultSchema } from '../../../shared/contracts/sales/payment';
import { posPieceQuerySchema, posPieceSchema } from '../../../shared/contracts/sales/pos-piece';
import { actorOf, sessionOf } from '../../platform/access';
import type { Tx } from '../../platform/db/database';
import { localeFromHeader, translate } from '../../platform/i18n/messages';
import { replyOnce } from '../../platform/idempotency';
import { postingDayOfRequest } from '../../ledger';
import { pieceAtCounter } from '../stock';
import { getInvoice, findInvoices } from './invoice-views';
import { adjustInvoice, createSale, voidInvoice } from './invoices.service';
import { applyCredit, findPayments, getPayment, recordPayment } from './payments.service';
import { refuseUnstoredSellerPhotos } from './old-gold-sellers.service';
import { quoteSale } from './sale-pricing.service';
import { recordRoutesOf } from '../../platform/route-options';

/**
 * The counter's money under /api/sales (DESIGN §3.8): quote, sell, void,
 * adjust, pay. Every POST that moves money or metal runs once per
 * Idempotency-Key: a double click or a retried request returns the first
 * answer and charges once.
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['sales'];
  const { route, find, get } = recordRoutesOf(app, tags);

  const once = <T>(request: FastifyRequest, reply: FastifyReply, status: 200 | 201, work: (tx: Tx) => Promise<T>) => replyOnce(db, request, reply, status, work);

  app.post(
    '/quote',
    route(['sales.write', 'sales.read'], { body: quoteSaleBodySchema, response: { 200: saleQuoteSchema } }),
    async (request) =>
      quoteSale(db, request.body, {
        mayMoveRatesBothWays: sessionOf(request).permissions.includes('sales.pricing'),
        locale: localeFromHeader(request.headers['accept-language']),
      }),
  );
  // A scanned code, checked before it joins the cart: refused at once, the cart unchanged.
  app.get(
    '/pos/piece',
    route('sales.read', { querystring: posPieceQuerySchema, response: { 200: posPieceSchema } }),
    async (request) => {
      const { branchId, code } = request.query;
      const { piece, refusal } = await pieceAtCounter(db, branchId, code);
      return {
        code,
        saleable: refusal === null,
        refusal: refusal === null ? null : posPieceRefusalOf[refusal],
        message: refusal === null ? null : translate(refusal, localeFromHeader(request.headers['accept-language'])),
        piece,
      };
    },
  );
  app.post(
    '/invoices',
    route('sales.write', { body: createSaleBodySchema, response: { 201: saleResultSchema } }),
    async (request, reply) => {
      // The invoice is read after the commit, outside the sale's locks; a replay reads it again (as it stands now).
      const mayMoveRatesBothWays = sessionOf(request).permissions.includes('sales.pricing');
      // The seller's photos of old gold bought (AML evidence) must be stored here (old-gold-sellers.service.ts).
      await refuseUnstoredSellerPhotos(app.config.uploadsDir, request.body.oldGoldSeller);
      const { postingDate, postingDateReason, ...body } = request.body;
      const outcome = await once(request, reply, 201, async (tx) =>
        createSale(tx, actorOf(request), body, new Date(), mayMoveRatesBothWays, await postingDayOfRequest(tx, request, { postingDate, postingDateReason })),
      );
      return { invoice: await getInvoice(db, outcome.invoiceId), paymentId: outcome.paymentId, change: outcome.change, cashRoundingCents: outcome.cashRoundingCents };
    },
  );
  find('/invoices', 'sales.read', { querystring: findInvoicesQuerySchema, response: findInvoicesResponseSchema }, (query) => findInvoices(db, query));
  get('/invoices/:id', 'sales.read', invoiceSchema, (id) => getInvoice(db, id));
  app.post(
    '/invoices/:id/void',
    route('sales.void', { params: idParamsSchema, body: voidInvoiceBodySchema, response: { 200: invoiceSchema } }),
    async (request, reply) =>
      once(request, reply, 200, async (tx) => {
        const day = await postingDayOfRequest(tx, request, { postingDate: request.body.postingDate, postingDateReason: request.body.reason });
        await voidInvoice(tx, actorOf(request), request.params.id, request.body.reason, day);
        return getInvoice(tx, request.params.id);
      }),
  );
  app.post(
    '/invoices/:id/adjustments',
    route('sales.write', { params: idParamsSchema, body: adjustInvoiceBodySchema, response: { 201: invoiceSchema } }),
    async (request, reply) =>
      once(request, reply, 201, async (tx) => {
        await adjustInvoice(tx, actorOf(request), request.params.id, request.body);
        return getInvoice(tx, request.params.id);
      }),
  );

  app.post(
    '/payments',
    route('sales.write', { body: recordPaymentBodySchema, response: { 201: recordPaymentResultSchema } }),
    async (request, reply) =>
      once(request, reply, 201, async (tx) => {
        const { postingDate, postingDateReason, ...body } = request.body;
        const day = await postingDayOfRequest(tx, request, { postingDate, postingDateReason });
        const { paymentId, change } = await recordPayment(tx, actorOf(request), body, new Date(), day);
        return { payment: await getPayment(tx, paymentId), change };
      }),
  );
  app.post(
    '/payments/apply-credit',
    route('sales.write', { body: applyCreditBodySchema, response: { 201: applyCreditResultSchema } }),
    async (request, reply) => once(request, reply, 201, (tx) => applyCredit(tx, actorOf(request), request.body)),
  );
  find('/payments', 'sales.read', { querystring: findPaymentsQuerySchema, response: findPaymentsResponseSchema }, (query) => findPayments(db, query));
  get('/payments/:id', 'sales.read', paymentSchema, (id) => getPayment(db, id));
};

const posPieceRefusalOf = {
  'stock.unknownCode': 'unknown',
  'sales.pieceSold': 'sold',
  'stock.inTransit': 'inTransit',
  'stock.notInStock': 'notInStock',
  'stock.otherBranch': 'otherBranch',
  'sales.pieceFrozen': 'frozen',
} as const;
