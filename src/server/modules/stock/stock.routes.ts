import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createJewelryCategoryBodySchema, createJewelryCategoryResponseSchema } from '../../../shared/contracts/stock/create-jewelry-category';
import { findJewelryCategoriesQuerySchema, findJewelryCategoriesResponseSchema } from '../../../shared/contracts/stock/find-jewelry-categories';
import { updateJewelryCategoryBodySchema, updateJewelryCategoryResponseSchema } from '../../../shared/contracts/stock/update-jewelry-category';
import { createJewelryCategory, findJewelryCategories, updateJewelryCategory } from './stock.service';
import { recordRoutesOf } from '../../platform/route-options';

/** Jewelry categories, under /api/stock; production reads them to name an item's category. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['stock'];
  const { find, create, update } = recordRoutesOf(app, tags);

  find('/categories', ['stock.read', 'production.read'], { querystring: findJewelryCategoriesQuerySchema, response: findJewelryCategoriesResponseSchema }, (query) => findJewelryCategories(db, query));

  create('/categories', 'stock.write', { body: createJewelryCategoryBodySchema, response: createJewelryCategoryResponseSchema }, (actor, body) => createJewelryCategory(db, actor, body));

  update('/categories/:id', 'stock.write', { body: updateJewelryCategoryBodySchema, response: updateJewelryCategoryResponseSchema }, (actor, id, body) => updateJewelryCategory(db, actor, id, body));
};
