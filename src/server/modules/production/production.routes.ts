import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Production items, pre-orders, stage moves and follow-up, under /api/production. */
export const productionRoutes: FastifyPluginAsyncZod = async () => {};
