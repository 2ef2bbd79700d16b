import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Wax pieces and casts, under /api/casting. */
export const castingRoutes: FastifyPluginAsyncZod = async () => {};
