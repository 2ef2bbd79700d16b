import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportAuditLogQuerySchema, findAuditLogQuerySchema, findAuditLogResponseSchema } from '../../../shared/contracts/platform/find-audit-log';
import { allPages, exportFileStem, readSnapshot, sendExport } from '../exports/export-reply';
import { localeFromHeader } from '../i18n/messages';
import { auditLogTable } from './audit-log-table';
import { findAuditLog } from './audit-log.service';
import { shopTimeOf } from '../shop-time';

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

  // The log with the same filters as a file (issue 19 §7), for the same readers.
  app.get(
    '/audit-log/export',
    { schema: { tags: ['platform'], querystring: exportAuditLogQuerySchema }, config: { access: 'platform.audit' } },
    async (request, reply) => {
      const { format, locale: asked, ...filters } = request.query;
      const locale = asked ?? localeFromHeader(request.headers['accept-language']);
      const items = await readSnapshot(db, (tx) => allPages((page, pageSize) => findAuditLog(tx, { ...filters, page, pageSize })));
      const shop = await shopTimeOf(db);
      return sendExport(reply, { format, locale, fileStem: exportFileStem('audit-log', shop.today()), tables: [auditLogTable(items, locale, shop)] });
    },
  );
};
