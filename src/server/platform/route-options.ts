import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { idParamsSchema } from '../../shared/contracts/common';
import { actorOf, type Access } from './access';
import type { Actor } from './audit';

/**
 * A module's route options: the operation's contract (params, querystring,
 * body, response) under the module's OpenAPI tags, and who may call it
 * (`config.access`, checked before the handler; docs/architecture.md), with
 * any other route config (a rate limit). One shape for every /api route, so
 * a route reads as its path, its options and one service call.
 */
export function routeOptionsOf(tags: readonly string[]) {
  return <const S extends FastifySchema>(access: Access, schema: S, config: Omit<FastifyContextConfig, 'access'> = {}) => ({
    schema: { tags: [...tags], ...schema },
    config: { ...config, access },
  });
}

/**
 * The four routes a module's records repeat, each one service call: what a
 * query asks for (`find`: a list, a report), one record by its id (`get`), a new one (`create`, 201)
 * and a change to one (`update`), the actor taken from the session. A route
 * that does more (a transaction, an Idempotency-Key, a scope) is written out.
 */
export function recordRoutesOf(app: FastifyInstance, tags: readonly string[]) {
  const route = routeOptionsOf(tags);
  // The contract's types are checked at the call (each service's answer against its response); here the options are plain.
  const options = (access: Access, schema: FastifySchema) => route(access, schema);
  return {
    route,
    find: <Q extends z.ZodType, R extends z.ZodType>(path: string, access: Access, contract: { querystring: Q; response: R }, find: (query: z.output<Q>) => Promise<z.input<R>>) =>
      app.get(path, options(access, { querystring: contract.querystring, response: { 200: contract.response } }), async (request) => find(request.query as z.output<Q>)),
    get: <R extends z.ZodType>(path: string, access: Access, response: R, get: (id: number) => Promise<z.input<R>>) =>
      app.get(path, options(access, { params: idParamsSchema, response: { 200: response } }), async (request) => get((request.params as z.output<typeof idParamsSchema>).id)),
    create: <B extends z.ZodType, R extends z.ZodType>(path: string, access: Access, contract: { body: B; response: R }, create: (actor: Actor, body: z.output<B>) => Promise<z.input<R>>) =>
      app.post(path, options(access, { body: contract.body, response: { 201: contract.response } }), async (request, reply) =>
        reply.status(201).send(await create(actorOf(request), request.body as z.output<B>)),
      ),
    update: <B extends z.ZodType, R extends z.ZodType>(path: string, access: Access, contract: { body: B; response: R }, update: (actor: Actor, id: number, body: z.output<B>) => Promise<z.input<R>>) =>
      app.patch(path, options(access, { params: idParamsSchema, body: contract.body, response: { 200: contract.response } }), async (request) =>
        update(actorOf(request), (request.params as z.output<typeof idParamsSchema>).id, request.body as z.output<B>),
      ),
  };
}
