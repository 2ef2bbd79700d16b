import type { FastifySchema } from 'fastify';
import type { Access } from './access';

/**
 * A module's route options: the operation's contract (params, querystring,
 * body, response) under the module's OpenAPI tags, and who may call it
 * (`config.access`, checked before the handler; docs/architecture.md). One
 * shape for every /api route, so a route reads as its path, its options and
 * one service call: `app.get('/casts', route('casting.read', { querystring,
 * response }), (request) => findCasts(db, request.query))`.
 */
export function routeOptionsOf(tags: readonly string[]) {
  return <const S extends FastifySchema>(access: Access, schema: S) => ({ schema: { tags: [...tags], ...schema }, config: { access } });
}
