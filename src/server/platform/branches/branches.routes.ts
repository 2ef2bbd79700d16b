import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBranchBodySchema, createBranchResponseSchema } from '../../../shared/contracts/platform/create-branch';
import { findBranchesQuerySchema, findBranchesResponseSchema } from '../../../shared/contracts/platform/find-branches';
import { idParamsSchema } from '../../../shared/contracts/common';
import { updateBranchBodySchema, updateBranchResponseSchema } from '../../../shared/contracts/platform/update-branch';
import { actorOf } from '../access';
import { createBranch, findBranches, updateBranch } from './branches.service';

export const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/branches',
    {
      schema: { tags: ['platform'], querystring: findBranchesQuerySchema, response: { 200: findBranchesResponseSchema } },
      config: { access: 'platform.read' },
    },
    async (request) => findBranches(db, request.query),
  );

  app.post(
    '/branches',
    {
      schema: { tags: ['platform'], body: createBranchBodySchema, response: { 201: createBranchResponseSchema } },
      config: { access: 'platform.admin' },
    },
    async (request, reply) => reply.status(201).send(await createBranch(db, actorOf(request), request.body)),
  );

  app.patch(
    '/branches/:id',
    {
      schema: {
        tags: ['platform'],
        params: idParamsSchema,
        body: updateBranchBodySchema,
        response: { 200: updateBranchResponseSchema },
      },
      config: { access: 'platform.admin' },
    },
    async (request) => updateBranch(db, actorOf(request), request.params.id, request.body),
  );
};
