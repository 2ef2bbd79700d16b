import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { castingHomeFiguresSchema, getCastingHomeFiguresQuerySchema } from '../../../shared/contracts/casting/get-casting-home-figures';
import { castingHomeFigures } from './casting-home-figures.service';

/** GET /api/casting/home-figures: whoever reads the casts (production.read). */
export const castingHomeFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/home-figures',
    {
      schema: { tags: ['casting'], querystring: getCastingHomeFiguresQuerySchema, response: { 200: castingHomeFiguresSchema } },
      config: { access: 'production.read' },
    },
    async () => castingHomeFigures(db),
  );
};
