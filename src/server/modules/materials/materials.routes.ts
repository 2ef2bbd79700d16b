import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
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
import { routeOptionsOf } from '../../platform/route-options';

/** Material categories, holders and rates, under /api/materials. */
export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['materials'];
  const route = routeOptionsOf(tags);

  app.get(
    '/categories',
    route('materials.read', { querystring: findMaterialCategoriesQuerySchema, response: { 200: findMaterialCategoriesResponseSchema } }),
    async (request) => findMaterialCategories(db, request.query),
  );

  app.post(
    '/categories',
    route('materials.write', { body: createMaterialCategoryBodySchema, response: { 201: createMaterialCategoryResponseSchema } }),
    async (request, reply) => reply.status(201).send(await createMaterialCategory(db, actorOf(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    route('materials.write', { params: idParamsSchema, body: updateMaterialCategoryBodySchema, response: { 200: updateMaterialCategoryResponseSchema } }),
    async (request) => updateMaterialCategory(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/holders',
    route(benchOrMetalReaders, { querystring: findHoldersQuerySchema, response: { 200: findHoldersResponseSchema } }),
    async (request) => findHolders(db, request.query, await visibleHoldersOf(db, sessionOf(request))),
  );

  app.post(
    '/holders',
    route('materials.write', { body: createHolderBodySchema, response: { 201: createHolderResponseSchema } }),
    async (request, reply) => reply.status(201).send(await createHolder(db, actorOf(request), request.body)),
  );

  app.patch(
    '/holders/:id',
    route('materials.write', { params: idParamsSchema, body: updateHolderBodySchema, response: { 200: updateHolderResponseSchema } }),
    async (request) => updateHolder(db, actorOf(request), request.params.id, request.body),
  );

  app.get('/rates', route('materials.read', { querystring: getRatesQuerySchema, response: { 200: getRatesResponseSchema } }), async (request) => getRates(db, request.query));

  app.post(
    '/rates',
    route('materials.rates', { body: setRateBodySchema, response: { 201: setRateResponseSchema } }),
    async (request, reply) => reply.status(201).send(await setRate(db, actorOf(request), request.body)),
  );

  app.get(
    '/rates/publications',
    route('materials.read', { querystring: findRatePublicationsQuerySchema, response: { 200: findRatePublicationsResponseSchema } }),
    async (request) => findRatePublications(db, request.query),
  );

  /** The morning rates in one save (DESIGN §3.2); once per Idempotency-Key, like every POST that sets money. */
  app.post('/rates/publish', route('materials.rates', { body: publishRatesBodySchema, response: { 201: publishRatesResponseSchema } }), async (request, reply) => {
    // The riel rate is the owner's too (sales.pricing): a role given the metal rates alone may not set it here.
    if (request.body.khrPerUsd !== undefined && !sessionOf(request).permissions.includes('sales.pricing')) throw forbidden();
    return replyOnce(db, request, reply, 201, (tx) => publishRates(tx, actorOf(request), request.body));
  });
};
