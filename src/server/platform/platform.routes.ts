import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogRoutes } from './audit-log/audit-log.routes';
import { backupsRoutes } from './backups/backups.routes';
import { branchesRoutes } from './branches/branches.routes';
import { settingsRoutes } from './settings/settings.routes';
import { staffRoutes } from './staff/staff.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './users/users.routes';

/** Branches, staff, users, settings, the audit log, photo uploads and backups, under /api/platform. */
export const platformModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(branchesRoutes);
  await app.register(staffRoutes);
  await app.register(usersRoutes);
  await app.register(settingsRoutes);
  await app.register(auditLogRoutes);
  await app.register(uploadsRoutes);
  await app.register(backupsRoutes);
};
