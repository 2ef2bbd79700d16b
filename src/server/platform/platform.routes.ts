import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Branches, staff, users, settings and the audit log (filled by their services). */
export const platformModuleRoutes: FastifyPluginAsyncZod = async () => {};
