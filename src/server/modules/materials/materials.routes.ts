import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHolderBodySchema, createHolderResponseSchema } from '../../../shared/contracts/materials/create-holder';
import { createMaterialCategoryBodySchema, createMaterialCategoryResponseSchema } from '../../../shared/contracts/materials/create-material-category';
import { findHoldersQuerySchema, findHoldersResponseSchema } from '../../../shared/contracts/materials/find-holders';
import { findMaterialCategoriesQuerySchema, findMaterialCategoriesResponseSchema } from '../../../shared/contracts/materials/find-material-categories';
import { findRatePublicationsQuerySchema, findRatePublicationsResponseSchema } from '../../../shared/contracts/materials/find-rate-publications';
import { getRatesQuerySchema, getRatesResponseSchema } from '../../../shared/contracts/materials/get-rates';
import { publishRatesBodySchema, publishRatesResponseSchema } from '../../../shared/contracts/materials/publish-rates';
import { setRateBodySchema, setRateResponseSchema } from '../../../shared/contracts/materials/set-rate';
import { updateHolderBodySchema, updateHolderResponseSchema } from '../../../shared/contracts/materials/update-holder';
import { updateMaterialCategoryBodySchema, updateMaterialCategoryResponseSchema } from '../../../shared/contracts/materials/update-material-category';
import { actorOf, sessionOf } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { replyOnce } from '../../platform/idempotency';
import { createHolder, createMaterialCategory, findHolders, findMaterialCategories, updateHolder, updateMaterialCategory } from './materials.service';
import { benchOrMetalReaders, visibleHoldersOf } from './holder-scope';
import { findRatePublications, publishRates } from './rate-publications.service';
import { getRates, setRate } from './rates.service';
import { recordRoutesOf } from '../../platform/route-options';

/** Material categories, holders and rates, under /api/materials. */
export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['materials'];
  const { route, find, create, update } = recordRoutesOf(app, tags);

  find('/categories', 'materials.read', { querystring: findMaterialCategoriesQuerySchema, response: findMaterialCategoriesResponseSchema }, (query) => findMaterialCategories(db, query));

  create('/categories', 'materials.write', { body: createMaterialCategoryBodySchema, response: createMaterialCategoryResponseSchema }, (actor, body) => createMaterialCategory(db, actor, body));

  update('/categories/:id', 'materials.write', { body: updateMaterialCategoryBodySchema, response: updateMaterialCategoryResponseSchema }, (actor, id, body) => updateMaterialCategory(db, actor, id, body));

  app.get(
    '/holders',
    route(benchOrMetalReaders, { querystring: findHoldersQuerySchema, response: { 200: findHoldersResponseSchema } }),
    async (request) => findHolders(db, request.query, await visibleHoldersOf(db, sessionOf(request))),
  );

  create('/holders', 'materials.write', { body: createHolderBodySchema, response: createHolderResponseSchema }, (actor, body) => createHolder(db, actor, body));

  update('/holders/:id', 'materials.write', { body: updateHolderBodySchema, response: updateHolderResponseSchema }, (actor, id, body) => updateHolder(db, actor, id, body));

  find('/rates', 'materials.read', { querystring: getRatesQuerySchema, response: getRatesResponseSchema }, (query) => getRates(db, query));

  create('/rates', 'materials.rates', { body: setRateBodySchema, response: setRateResponseSchema }, (actor, body) => setRate(db, actor, body));

  find('/rates/publications', 'materials.read', { querystring: findRatePublicationsQuerySchema, response: findRatePublicationsResponseSchema }, (query) => findRatePublications(db, query));

  /** The morning rates in one save (DESIGN §3.2); once per Idempotency-Key, like every POST that sets money. */
  app.post('/rates/publish', route('materials.rates', { body: publishRatesBodySchema, response: { 201: publishRatesResponseSchema } }), async (request, reply) => {
    // The riel rate is the owner's too (sales.pricing): a role given the metal rates alone may not set it here.
    if (request.body.khrPerUsd !== undefined && !sessionOf(request).permissions.includes('sales.pricing')) throw forbidden();
    return replyOnce(db, request, reply, 201, (tx) => publishRates(tx, actorOf(request), request.body));
  });
};
