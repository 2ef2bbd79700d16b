import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSalesHomeFiguresQuerySchema, salesHomeFiguresSchema } from '../../../shared/contracts/sales/get-sales-home-figures';
import { roleHolderScopes } from '../../../shared/roles';
import { sessionOf } from '../../platform/access';
import { salesHomeFigures } from './sales-home-figures.service';

/**
 * GET /api/sales/home-figures: money, so only the counter's readers
 * (sales.read). A cashier (scoped to their branch's counters) reads their own
 * branch's day; the office every branch's.
 */
export const salesHomeFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/home-figures',
    {
      schema: { tags: ['sales'], querystring: getSalesHomeFiguresQuerySchema, response: { 200: salesHomeFiguresSchema } },
      config: { access: 'sales.read' },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const ownBranch = roleHolderScopes[user.role].includes('branchCounters') ? user.branchId : null;
      return salesHomeFigures(db, ownBranch);
    },
  );
};
