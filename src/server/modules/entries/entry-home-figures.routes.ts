import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entryHomeFiguresSchema, getEntryHomeFiguresQuerySchema } from '../../../shared/contracts/entries/get-entry-home-figures';
import { sessionOf } from '../../platform/access';
import { entryHomeFigures } from './entry-home-figures.service';
import { holdersOfStaff } from './entry-views';

/** GET /api/entries/home-figures: the office every bench, a jeweller or setter (entries.own only) their own. */
export const entryHomeFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/home-figures',
    {
      schema: { tags: ['entries'], querystring: getEntryHomeFiguresQuerySchema, response: { 200: entryHomeFiguresSchema } },
      config: { access: ['entries.read', 'entries.own'] },
    },
    async (request) => {
      const session = sessionOf(request);
      const everyBench = session.permissions.includes('entries.read');
      return entryHomeFigures(db, everyBench ? undefined : await holdersOfStaff(db, session.user.staffId));
    },
  );
};
