import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAuditLogQuerySchema, findAuditLogResponseSchema } from '../../../shared/contracts/platform/find-audit-log';
import { findAuditLog } from './audit-log.service';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/audit-log',
    {
      schema: { tags: ['platform'], querystring: findAuditLogQuerySchema, response: { 200: findAuditLogResponseSchema } },
      config: { access: 'platform.audit' },
    },
    async (request) => findAuditLog(db, request.query),
  );
};
