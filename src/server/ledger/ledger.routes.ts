import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closePeriodBodySchema,
  findPeriodsResponseSchema,
  periodParamsSchema,
  periodResponseSchema,
  reopenPeriodBodySchema,
} from '../../shared/contracts/ledger/periods';
import { actorOf } from '../platform/access';
import { inTransaction } from '../platform/db/transaction';
import { closePeriod, findPeriods, reopenPeriod } from './periods.service';

/** The ledger's periods under /api/ledger: the months the owner closed after the stock count. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['ledger'];

  app.get(
    '/periods',
    { schema: { tags, response: { 200: findPeriodsResponseSchema } }, config: { access: 'ledger.read' } },
    async () => findPeriods(db),
  );

  app.post(
    '/periods/:month/close',
    {
      schema: { tags, params: periodParamsSchema, body: closePeriodBodySchema, response: { 200: periodResponseSchema } },
      config: { access: 'ledger.periods' },
    },
    async (request) => inTransaction(db, (tx) => closePeriod(tx, actorOf(request), request.params.month, request.body.note)),
  );

  app.post(
    '/periods/:month/reopen',
    {
      schema: { tags, params: periodParamsSchema, body: reopenPeriodBodySchema, response: { 200: periodResponseSchema } },
      config: { access: 'ledger.periods' },
    },
    async (request) => inTransaction(db, (tx) => reopenPeriod(tx, actorOf(request), request.params.month, request.body.reason)),
  );
};
