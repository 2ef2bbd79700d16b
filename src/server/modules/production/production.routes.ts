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
import { recordRoutesOf } from '../../platform/route-options';

/** production.write moves anything the stage table allows; production.design alone, the design steps only. */
const scopeOf = (request: FastifyRequest): MoveScope =>
  sessionOf(request).permissions.includes('production.write') ? 'all' : 'design';

/** Production items, pre-orders, stage moves and follow-up, under /api/production. */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['production'];
  const { route, find, get, create } = recordRoutesOf(app, tags);

  app.post('/pre-orders', route('production.write', { body: createPreOrderBodySchema, response: { 201: createPreOrderResponseSchema } }), async (request, reply) => {
    const result = await createPreOrder(db, actorOf(request), request.body, idempotencyKeyOf(request));
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    return reply.status(201).send(result.body);
  });

  find('/pre-orders', 'production.read', { querystring: findPreOrdersQuerySchema, response: findPreOrdersResponseSchema }, (query) => findPreOrders(db, query));

  get('/pre-orders/:id', 'production.read', getPreOrderResponseSchema, (id) => getPreOrder(db, id));

  create('/items', 'production.write', { body: createItemBodySchema, response: createItemResponseSchema }, (actor, body) => createItem(db, actor, body));

  find('/items', 'production.read', { querystring: findItemsQuerySchema, response: findItemsResponseSchema }, (query) => findItems(db, query));

  app.get('/items/by-code/:code', route('production.read', { params: itemCodeParamsSchema, response: { 200: getItemResponseSchema } }), async (request) => getItemByCode(db, request.params.code));

  get('/items/:id', 'production.read', getItemResponseSchema, (id) => getItem(db, id));

  get('/items/:id/events', 'production.read', findItemEventsResponseSchema, (id) => findItemEvents(db, id));

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

  find('/board', 'production.read', { querystring: getBoardQuerySchema, response: getBoardResponseSchema }, (query) => getBoard(db, query));

  find('/groups', 'production.read', { querystring: findItemGroupsQuerySchema, response: findItemGroupsResponseSchema }, (query) => findItemGroups(db, query));

  find('/design-queue', 'production.read', { querystring: getDesignQueueQuerySchema, response: getDesignQueueResponseSchema }, (query) => getDesignQueue(db, query));

  find('/unfinished', 'production.read', { querystring: findUnfinishedQuerySchema, response: findUnfinishedResponseSchema }, (query) => findUnfinished(db, query));
};
