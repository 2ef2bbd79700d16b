import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closePeriodBodySchema, findPeriodsResponseSchema, periodParamsSchema, periodResponseSchema, reopenPeriodBodySchema } from '../../shared/contracts/ledger/periods';
import { actorOf } from '../platform/access';
import { inTransaction } from '../platform/db/transaction';
import { closePeriod, findPeriods, reopenPeriod } from './periods.service';
import { routeOptionsOf } from '../platform/route-options';

/** The ledger's periods under /api/ledger: the months the owner closed after the stock count. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['ledger'];
  const route = routeOptionsOf(tags);

  app.get(
    '/periods',
    route('ledger.read', { response: { 200: findPeriodsResponseSchema } }),
    async () => findPeriods(db),
  );

  app.post(
    '/periods/:month/close',
    route('ledger.periods', { params: periodParamsSchema, body: closePeriodBodySchema, response: { 200: periodResponseSchema } }),
    async (request) => inTransaction(db, (tx) => closePeriod(tx, actorOf(request), request.params.month, request.body.note)),
  );

  app.post(
    '/periods/:month/reopen',
    route('ledger.periods', { params: periodParamsSchema, body: reopenPeriodBodySchema, response: { 200: periodResponseSchema } }),
    async (request) => inTransaction(db, (tx) => reopenPeriod(tx, actorOf(request), request.params.month, request.body.reason)),
  );
};
