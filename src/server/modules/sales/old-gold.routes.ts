import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { saleResultSchema } from '../../../shared/contracts/sales/invoice';
import { createPurchaseBodySchema, findBuybacksQuerySchema, findBuybacksResponseSchema } from '../../../shared/contracts/sales/old-gold';
import { actorOf, sessionOf } from '../../platform/access';
import { replyOnce } from '../../platform/idempotency';
import { postingDayOfRequest } from '../../ledger';
import { getInvoice } from './invoice-views';
import { createSale } from './invoices.service';
import { findBuybacks, refuseUnstoredSellerPhotos } from './old-gold-sellers.service';
import { recordRoutesOf } from '../../platform/route-options';

/**
 * Old gold bought back under /api/sales (DESIGN §3.8): the purchase voucher
 * (old gold bought from a customer who only sells: a sale of old-gold lines
 * only, kind `purchase`, numbered `PV-<branch>`, the shop paying out as it
 * gives change), and the buy-backs above the owner's AML threshold, for the
 * owner and the managers (`reports.read`).
 */
export const oldGoldRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['sales'];
  const { route, find } = recordRoutesOf(app, tags);

  app.post(
    '/purchases',
    route('sales.write', { body: createPurchaseBodySchema, response: { 201: saleResultSchema } }),
    async (request, reply) => {
      const { postingDate, postingDateReason, ...body } = request.body;
      await refuseUnstoredSellerPhotos(app.config.uploadsDir, body.oldGoldSeller);
      const mayMoveRatesBothWays = sessionOf(request).permissions.includes('sales.pricing');
      const outcome = await replyOnce(db, request, reply, 201, async (tx) =>
        createSale(
          tx,
          actorOf(request),
          { ...body, kind: 'purchase', discountCents: 0, sellerStaffId: null, dueDate: null, tenders: [], sampleInvoiceId: null },
          new Date(),
          mayMoveRatesBothWays,
          await postingDayOfRequest(tx, request, { postingDate, postingDateReason }),
        ),
      );
      return { invoice: await getInvoice(db, outcome.invoiceId), paymentId: outcome.paymentId, change: outcome.change, cashRoundingCents: outcome.cashRoundingCents };
    },
  );

  find('/buybacks', 'reports.read', { querystring: findBuybacksQuerySchema, response: findBuybacksResponseSchema }, (query) => findBuybacks(db, query));
};
