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
import {
  createItem,
  createPreOrder,
  findItemEvents,
  findItemGroups,
  findItems,
  findPreOrders,
  findUnfinished,
  getBoard,
  getDesignQueue,
  getItem,
  getItemByCode,
  getPreOrder,
  moveItem,
  recordItemStep,
  type MoveScope,
} from './production.service';

/** production.write moves anything the stage table allows; production.design alone, the design steps only. */
const scopeOf = (request: FastifyRequest): MoveScope =>
  sessionOf(request).permissions.includes('production.write') ? 'all' : 'design';

/** Production items, pre-orders, stage moves and follow-up, under /api/production. */
export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['production'];

  app.post(
    '/pre-orders',
    {
      schema: { tags, body: createPreOrderBodySchema, response: { 201: createPreOrderResponseSchema } },
      config: { access: 'production.write' },
    },
    async (request, reply) => {
      const result = await createPreOrder(db, actorOf(request), request.body, idempotencyKeyOf(request));
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(result.body);
    },
  );

  app.get(
    '/pre-orders',
    {
      schema: { tags, querystring: findPreOrdersQuerySchema, response: { 200: findPreOrdersResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => findPreOrders(db, request.query),
  );

  app.get(
    '/pre-orders/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: getPreOrderResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => getPreOrder(db, request.params.id),
  );

  app.post(
    '/items',
    {
      schema: { tags, body: createItemBodySchema, response: { 201: createItemResponseSchema } },
      config: { access: 'production.write' },
    },
    async (request, reply) => reply.status(201).send(await createItem(db, actorOf(request), request.body)),
  );

  app.get(
    '/items',
    {
      schema: { tags, querystring: findItemsQuerySchema, response: { 200: findItemsResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => findItems(db, request.query),
  );

  app.get(
    '/items/by-code/:code',
    {
      schema: { tags, params: itemCodeParamsSchema, response: { 200: getItemResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => getItemByCode(db, request.params.code),
  );

  app.get(
    '/items/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: getItemResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => getItem(db, request.params.id),
  );

  app.get(
    '/items/:id/events',
    {
      schema: { tags, params: idParamsSchema, response: { 200: findItemEventsResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => findItemEvents(db, request.params.id),
  );

  app.post(
    '/items/:id/moves',
    {
      schema: { tags, params: idParamsSchema, body: moveItemBodySchema, response: { 200: moveItemResponseSchema } },
      config: { access: ['production.write', 'production.design'] },
    },
    async (request) => moveItem(db, actorOf(request), request.params.id, request.body, scopeOf(request)),
  );

  app.post(
    '/items/:id/steps',
    {
      schema: { tags, params: idParamsSchema, body: recordItemStepBodySchema, response: { 200: recordItemStepResponseSchema } },
      config: { access: ['production.write', 'production.design'] },
    },
    async (request) => recordItemStep(db, actorOf(request), request.params.id, request.body, scopeOf(request)),
  );

  app.get(
    '/board',
    {
      schema: { tags, querystring: getBoardQuerySchema, response: { 200: getBoardResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => getBoard(db, request.query),
  );

  app.get(
    '/groups',
    {
      schema: { tags, querystring: findItemGroupsQuerySchema, response: { 200: findItemGroupsResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => findItemGroups(db, request.query),
  );

  app.get(
    '/design-queue',
    {
      schema: { tags, querystring: getDesignQueueQuerySchema, response: { 200: getDesignQueueResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => getDesignQueue(db, request.query),
  );

  app.get(
    '/unfinished',
    {
      schema: { tags, querystring: findUnfinishedQuerySchema, response: { 200: findUnfinishedResponseSchema } },
      config: { access: 'production.read' },
    },
    async (request) => findUnfinished(db, request.query),
  );
};
