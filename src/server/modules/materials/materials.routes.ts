import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { createHolderBodySchema, createHolderResponseSchema } from '../../../shared/contracts/materials/create-holder';
import {
  createMaterialCategoryBodySchema,
  createMaterialCategoryResponseSchema,
} from '../../../shared/contracts/materials/create-material-category';
import { findHoldersQuerySchema, findHoldersResponseSchema } from '../../../shared/contracts/materials/find-holders';
import {
  findMaterialCategoriesQuerySchema,
  findMaterialCategoriesResponseSchema,
} from '../../../shared/contracts/materials/find-material-categories';
import {
  findRatePublicationsQuerySchema,
  findRatePublicationsResponseSchema,
} from '../../../shared/contracts/materials/find-rate-publications';
import { getRatesQuerySchema, getRatesResponseSchema } from '../../../shared/contracts/materials/get-rates';
import { publishRatesBodySchema, publishRatesResponseSchema } from '../../../shared/contracts/materials/publish-rates';
import { setRateBodySchema, setRateResponseSchema } from '../../../shared/contracts/materials/set-rate';
import { updateHolderBodySchema, updateHolderResponseSchema } from '../../../shared/contracts/materials/update-holder';
import {
  updateMaterialCategoryBodySchema,
  updateMaterialCategoryResponseSchema,
} from '../../../shared/contracts/materials/update-material-category';
import { actorOf, sessionOf } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { replyOnce } from '../../platform/idempotency';
import {
  createHolder,
  createMaterialCategory,
  findHolders,
  findMaterialCategories,
  updateHolder,
  updateMaterialCategory,
} from './materials.service';
import { benchOrMetalReaders, visibleHoldersOf } from './holder-scope';
import { findRatePublications, publishRates } from './rate-publications.service';
import { getRates, setRate } from './rates.service';

/** Material categories, holders and rates, under /api/materials. */
export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['materials'];

  app.get(
    '/categories',
    {
      schema: { tags, querystring: findMaterialCategoriesQuerySchema, response: { 200: findMaterialCategoriesResponseSchema } },
      config: { access: 'materials.read' },
    },
    async (request) => findMaterialCategories(db, request.query),
  );

  app.post(
    '/categories',
    {
      schema: { tags, body: createMaterialCategoryBodySchema, response: { 201: createMaterialCategoryResponseSchema } },
      config: { access: 'materials.write' },
    },
    async (request, reply) => reply.status(201).send(await createMaterialCategory(db, actorOf(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateMaterialCategoryBodySchema,
        response: { 200: updateMaterialCategoryResponseSchema },
      },
      config: { access: 'materials.write' },
    },
    async (request) => updateMaterialCategory(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/holders',
    {
      schema: { tags, querystring: findHoldersQuerySchema, response: { 200: findHoldersResponseSchema } },
      config: { access: benchOrMetalReaders },
    },
    async (request) => findHolders(db, request.query, await visibleHoldersOf(db, sessionOf(request))),
  );

  app.post(
    '/holders',
    {
      schema: { tags, body: createHolderBodySchema, response: { 201: createHolderResponseSchema } },
      config: { access: 'materials.write' },
    },
    async (request, reply) => reply.status(201).send(await createHolder(db, actorOf(request), request.body)),
  );

  app.patch(
    '/holders/:id',
    {
      schema: { tags, params: idParamsSchema, body: updateHolderBodySchema, response: { 200: updateHolderResponseSchema } },
      config: { access: 'materials.write' },
    },
    async (request) => updateHolder(db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/rates',
    {
      schema: { tags, querystring: getRatesQuerySchema, response: { 200: getRatesResponseSchema } },
      config: { access: 'materials.read' },
    },
    async (request) => getRates(db, request.query),
  );

  app.post(
    '/rates',
    {
      schema: { tags, body: setRateBodySchema, response: { 201: setRateResponseSchema } },
      config: { access: 'materials.rates' },
    },
    async (request, reply) => reply.status(201).send(await setRate(db, actorOf(request), request.body)),
  );

  app.get(
    '/rates/publications',
    {
      schema: { tags, querystring: findRatePublicationsQuerySchema, response: { 200: findRatePublicationsResponseSchema } },
      config: { access: 'materials.read' },
    },
    async (request) => findRatePublications(db, request.query),
  );

  /** The morning rates in one save (DESIGN §3.2); once per Idempotency-Key, like every POST that sets money. */
  app.post(
    '/rates/publish',
    {
      schema: { tags, body: publishRatesBodySchema, response: { 201: publishRatesResponseSchema } },
      config: { access: 'materials.rates' },
    },
    async (request, reply) => {
      // The riel rate is the owner's too (sales.pricing): a role given the metal rates alone may not set it here.
      if (request.body.khrPerUsd !== undefined && !sessionOf(request).permissions.includes('sales.pricing')) throw forbidden();
      return replyOnce(db, request, reply, 201, (tx) => publishRates(tx, actorOf(request), request.body));
    },
  );
};
