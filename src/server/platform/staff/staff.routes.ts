import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStaffBodySchema, createStaffResponseSchema } from '../../../shared/contracts/platform/create-staff';
import { findStaffQuerySchema, findStaffResponseSchema } from '../../../shared/contracts/platform/find-staff';
import { findStaffNamesQuerySchema, findStaffNamesResponseSchema } from '../../../shared/contracts/platform/find-staff-names';
import { idParamsSchema } from '../../../shared/contracts/common';
import { updateStaffBodySchema, updateStaffResponseSchema } from '../../../shared/contracts/platform/update-staff';
import { actorOf } from '../access';
import { createStaffMember, findStaff, findStaffNames, updateStaffMember } from './staff.service';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/staff',
    {
      schema: { tags: ['platform'], querystring: findStaffQuerySchema, response: { 200: findStaffResponseSchema } },
      // Phone numbers: owner and manager only (DESIGN §1); the pickers use /staff/names.
      config: { access: 'platform.admin' },
    },
    async (request) => findStaff(db, request.query),
  );

  app.get(
    '/staff/names',
    {
      schema: { tags: ['platform'], querystring: findStaffNamesQuerySchema, response: { 200: findStaffNamesResponseSchema } },
      config: { access: 'platform.read' },
    },
    async (request) => findStaffNames(db, request.query),
  );

  app.post(
    '/staff',
    {
      schema: { tags: ['platform'], body: createStaffBodySchema, response: { 201: createStaffResponseSchema } },
      config: { access: 'platform.admin' },
    },
    async (request, reply) => reply.status(201).send(await createStaffMember(db, actorOf(request), request.body)),
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags: ['platform'],
        params: idParamsSchema,
        body: updateStaffBodySchema,
        response: { 200: updateStaffResponseSchema },
      },
      config: { access: 'platform.admin' },
    },
    async (request) => updateStaffMember(db, actorOf(request), request.params.id, request.body),
  );
};
