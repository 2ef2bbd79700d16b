import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  createJewelryCategoryBodySchema,
  createJewelryCategoryResponseSchema,
} from '../../../shared/contracts/stock/create-jewelry-category';
import {
  findJewelryCategoriesQuerySchema,
  findJewelryCategoriesResponseSchema,
} from '../../../shared/contracts/stock/find-jewelry-categories';
import {
  updateJewelryCategoryBodySchema,
  updateJewelryCategoryResponseSchema,
} from '../../../shared/contracts/stock/update-jewelry-category';
import { actorOf } from '../../platform/access';
import { createJewelryCategory, findJewelryCategories, updateJewelryCategory } from './stock.service';

/** Jewelry categories, under /api/stock; production reads them to name an item's category. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['stock'];

  app.get(
    '/categories',
    {
      schema: { tags, querystring: findJewelryCategoriesQuerySchema, response: { 200: findJewelryCategoriesResponseSchema } },
      config: { access: ['stock.read', 'production.read'] },
    },
    async (request) => findJewelryCategories(db, request.query),
  );

  app.post(
    '/categories',
    {
      schema: { tags, body: createJewelryCategoryBodySchema, response: { 201: createJewelryCategoryResponseSchema } },
      config: { access: 'stock.write' },
    },
    async (request, reply) => reply.status(201).send(await createJewelryCategory(db, actorOf(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateJewelryCategoryBodySchema,
        response: { 200: updateJewelryCategoryResponseSchema },
      },
      config: { access: 'stock.write' },
    },
    async (request) => updateJewelryCategory(db, actorOf(request), request.params.id, request.body),
  );
};
