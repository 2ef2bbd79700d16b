import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { createJewelryCategoryBodySchema, createJewelryCategoryResponseSchema } from '../../../shared/contracts/stock/create-jewelry-category';
import { findJewelryCategoriesQuerySchema, findJewelryCategoriesResponseSchema } from '../../../shared/contracts/stock/find-jewelry-categories';
import { updateJewelryCategoryBodySchema, updateJewelryCategoryResponseSchema } from '../../../shared/contracts/stock/update-jewelry-category';
import { actorOf } from '../../platform/access';
import { createJewelryCategory, findJewelryCategories, updateJewelryCategory } from './stock.service';
import { routeOptionsOf } from '../../platform/route-options';

/** Jewelry categories, under /api/stock; production reads them to name an item's category. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['stock'];
  const route = routeOptionsOf(tags);

  app.get(
    '/categories',
    route(['stock.read', 'production.read'], { querystring: findJewelryCategoriesQuerySchema, response: { 200: findJewelryCategoriesResponseSchema } }),
    async (request) => findJewelryCategories(db, request.query),
  );

  app.post(
    '/categories',
    route('stock.write', { body: createJewelryCategoryBodySchema, response: { 201: createJewelryCategoryResponseSchema } }),
    async (request, reply) => reply.status(201).send(await createJewelryCategory(db, actorOf(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    route('stock.write', { params: idParamsSchema, body: updateJewelryCategoryBodySchema, response: { 200: updateJewelryCategoryResponseSchema } }),
    async (request) => updateJewelryCategory(db, actorOf(request), request.params.id, request.body),
  );
};
