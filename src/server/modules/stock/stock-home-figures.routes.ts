import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStockHomeFiguresQuerySchema, stockHomeFiguresSchema } from '../../../shared/contracts/stock/get-stock-home-figures';
import { stockHomeFigures } from './stock-home-figures.service';

/** GET /api/stock/home-figures: whoever reads the stock (stock.read). */
export const stockHomeFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/home-figures',
    {
      schema: { tags: ['stock'], querystring: getStockHomeFiguresQuerySchema, response: { 200: stockHomeFiguresSchema } },
      config: { access: 'stock.read' },
    },
    async () => stockHomeFigures(db),
  );
};
