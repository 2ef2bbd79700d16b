import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUserBodySchema, createUserResponseSchema } from '../../../shared/contracts/platform/create-user';
import { findUsersQuerySchema, findUsersResponseSchema } from '../../../shared/contracts/platform/find-users';
import { idParamsSchema } from '../../../shared/contracts/common';
import { updateUserBodySchema, updateUserResponseSchema } from '../../../shared/contracts/platform/update-user';
import { actorOf } from '../access';
import { createUser, findUsers, updateUser } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/users',
    {
      schema: { tags: ['platform'], querystring: findUsersQuerySchema, response: { 200: findUsersResponseSchema } },
      config: { access: 'platform.admin' },
    },
    async (request) => findUsers(db, request.query),
  );

  app.post(
    '/users',
    {
      schema: { tags: ['platform'], body: createUserBodySchema, response: { 201: createUserResponseSchema } },
      config: { access: 'platform.admin' },
    },
    async (request, reply) => reply.status(201).send(await createUser(db, actorOf(request), request.body)),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['platform'],
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: updateUserResponseSchema },
      },
      config: { access: 'platform.admin' },
    },
    async (request) => updateUser(db, actorOf(request), request.params.id, request.body),
  );
};
