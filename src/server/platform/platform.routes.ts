import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogRoutes } from './audit-log/audit-log.routes';
import { backupsRoutes } from './backups/backups.routes';
import { branchesRoutes } from './branches/branches.routes';
import { settingsRoutes } from './settings/settings.routes';
import { staffRoutes } from './staff/staff.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';

/** Branches, staff, users, settings, the audit log, photo uploads and backups, under /api/platform. */
export const platformModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  // For a load balancer or a supervisor: the app answers and its database too; it answers before setup as well.
  app.get(
    '/health',
    {
      schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ok'), setupRequired: z.boolean() }) } },
      config: { access: 'public', duringSetup: true },
    },
    async () => ({ status: 'ok' as const, setupRequired: await app.setupState.required() }),
  );
  await app.register(branchesRoutes);
  await app.register(staffRoutes);
  await app.register(usersRoutes);
  await app.register(settingsRoutes);
  await app.register(auditLogRoutes);
  await app.register(uploadsRoutes);
  await app.register(backupsRoutes);
};
