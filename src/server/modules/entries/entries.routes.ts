import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  createEntryCategoryBodySchema,
  createEntryCategoryResponseSchema,
} from '../../../shared/contracts/entries/create-entry-category';
import {
  findEntryCategoriesQuerySchema,
  findEntryCategoriesResponseSchema,
} from '../../../shared/contracts/entries/find-entry-categories';
import {
  updateEntryCategoryBodySchema,
  updateEntryCategoryResponseSchema,
} from '../../../shared/contracts/entries/update-entry-category';
import { actorOf } from '../../platform/access';
import { createEntryCategory, findEntryCategories, updateEntryCategory } from './entry-categories.service';

/**
 * Entries, under /api/entries. Categories are read by whoever works entries
 * (a jeweller sees the allowance and flags of their own entries) and written
 * by those who issue them: owner and manager (`entries.write`).
 */
export const entriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['entries'];

  app.get(
    '/categories',
    {
      schema: { tags, querystring: findEntryCategoriesQuerySchema, response: { 200: findEntryCategoriesResponseSchema } },
      config: { access: ['entries.read', 'entries.own'] },
    },
    async (request) => findEntryCategories(db, request.query),
  );

  app.post(
    '/categories',
    {
      schema: { tags, body: createEntryCategoryBodySchema, response: { 201: createEntryCategoryResponseSchema } },
      config: { access: 'entries.write' },
    },
    async (request, reply) => reply.status(201).send(await createEntryCategory(db, actorOf(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateEntryCategoryBodySchema,
        response: { 200: updateEntryCategoryResponseSchema },
      },
      config: { access: 'entries.write' },
    },
    async (request) => updateEntryCategory(db, actorOf(request), request.params.id, request.body),
  );
};
