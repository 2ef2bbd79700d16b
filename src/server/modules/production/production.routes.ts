import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/common';
import { createItemBodySchema, createItemResponseSchema } from '../../../shared/contracts/production/create-item';
import { createPreOrderBodySchema, createPreOrderResponseSchema } from '../../../shared/contracts/production/create-pre-order';
import { findItemGroupsQuerySchema, findItemGroupsResponseSchema } from '../../../shared/contracts/production/find-item-groups';
import { findItemEventsResponseSchema } from '../../../shared/contracts/production/find-item-events';
import { findItemsQuerySchema, findItemsResponseSchema } from '../../../shared/contracts/production/find-items';
import { findPreOrdersQuerySchema, findPreOrdersResponseSchema } from '../../../shared/contracts/production/find-pre-orders';
import { findUnfinishedQuerySchema, findUnfinishedResponseSchema } from '../../../shared/contracts/production/find-unfinished';
import { getBoardQuerySchema, getBoardResponseSchema } from '../../../shared/contracts/production/get-board';
import { getDesignQueueQuerySchema, getDesignQueueResponseSchema } from '../../../shared/contracts/production/get-design-queue';
import { getItemResponseSchema, itemCodeParamsSchema } from '../../../shared/contracts/production/get-item';
import { getPreOrderResponseSchema } from '../../../shared/contracts/production/get-pre-order';
import { moveItemBodySchema, moveItemResponseSchema } from '../../../shared/contracts/production/move-item';
import { recordItemStepBodySchema, recordItemStepResponseSchema } from '../../../shared/contracts/production/record-item-step';
import { actorOf, sessionOf } from '../../platform/access';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { createItem, createPreOrder, findItemEvents, findItemGroups, findItems, findPreOrders, findUnfinished, getBoard, getDesignQueue, getItem, getItemByCode, getPreOrder, moveItem, recordItemStep, type MoveScope } from './production.service';
import { routeOptionsOf } from '../../platform/route-options';

/** production.write moves anything the stage table allows; production.design alone, the design steps only. */
const scopeOf = (request: FastifyRequest): MoveScope =>
  sessionOf(request).permissions.includes('production.write') ? 'all' : 'design';

/** Production items, pre-orders, stage moves and follow-up, under /api/production. */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['production'];
  const route = routeOptionsOf(tags);

  app.post('/pre-orders', route('production.write', { body: createPreOrderBodySchema, response: { 201: createPreOrderResponseSchema } }), async (request, reply) => {
    const result = await createPreOrder(db, actorOf(request), request.body, idempotencyKeyOf(request));
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    return reply.status(201).send(result.body);
  });

  app.get('/pre-orders', route('production.read', { querystring: findPreOrdersQuerySchema, response: { 200: findPreOrdersResponseSchema } }), async (request) => findPreOrders(db, request.query));

  app.get('/pre-orders/:id', route('production.read', { params: idParamsSchema, response: { 200: getPreOrderResponseSchema } }), async (request) => getPreOrder(db, request.params.id));

  app.post(
    '/items',
    route('production.write', { body: createItemBodySchema, response: { 201: createItemResponseSchema } }),
    async (request, reply) => reply.status(201).send(await createItem(db, actorOf(request), request.body)),
  );

  app.get('/items', route('production.read', { querystring: findItemsQuerySchema, response: { 200: findItemsResponseSchema } }), async (request) => findItems(db, request.query));

  app.get('/items/by-code/:code', route('production.read', { params: itemCodeParamsSchema, response: { 200: getItemResponseSchema } }), async (request) => getItemByCode(db, request.params.code));

  app.get('/items/:id', route('production.read', { params: idParamsSchema, response: { 200: getItemResponseSchema } }), async (request) => getItem(db, request.params.id));

  app.get('/items/:id/events', route('production.read', { params: idParamsSchema, response: { 200: findItemEventsResponseSchema } }), async (request) => findItemEvents(db, request.params.id));

  app.post(
    '/items/:id/moves',
    route(['production.write', 'production.design'], { params: idParamsSchema, body: moveItemBodySchema, response: { 200: moveItemResponseSchema } }),
    async (request) => moveItem(db, actorOf(request), request.params.id, request.body, scopeOf(request)),
  );

  app.post(
    '/items/:id/steps',
    route(['production.write', 'production.design'], { params: idParamsSchema, body: recordItemStepBodySchema, response: { 200: recordItemStepResponseSchema } }),
    async (request) => recordItemStep(db, actorOf(request), request.params.id, request.body, scopeOf(request)),
  );

  app.get('/board', route('production.read', { querystring: getBoardQuerySchema, response: { 200: getBoardResponseSchema } }), async (request) => getBoard(db, request.query));

  app.get('/groups', route('production.read', { querystring: findItemGroupsQuerySchema, response: { 200: findItemGroupsResponseSchema } }), async (request) => findItemGroups(db, request.query));

  app.get('/design-queue', route('production.read', { querystring: getDesignQueueQuerySchema, response: { 200: getDesignQueueResponseSchema } }), async (request) => getDesignQueue(db, request.query));

  app.get('/unfinished', route('production.read', { querystring: findUnfinishedQuerySchema, response: { 200: findUnfinishedResponseSchema } }), async (request) => findUnfinished(db, request.query));
};
