import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { createEntryCategoryBodySchema, createEntryCategoryResponseSchema } from '../../../shared/contracts/entries/create-entry-category';
import { findEntryCategoriesQuerySchema, findEntryCategoriesResponseSchema } from '../../../shared/contracts/entries/find-entry-categories';
import { updateEntryCategoryBodySchema, updateEntryCategoryResponseSchema } from '../../../shared/contracts/entries/update-entry-category';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createEntryBodySchema, createEntryResponseSchema, updateEntryBodySchema } from '../../../shared/contracts/entries/create-entry';
import { entriesByCastResponseSchema } from '../../../shared/contracts/entries/entry-by-cast';
import { closeBatchDetailSchema, createCloseBatchBodySchema, findCloseBatchesQuerySchema, findCloseBatchesResponseSchema } from '../../../shared/contracts/entries/entry-close-batch';
import { entryRecapQuerySchema, entryRecapResponseSchema } from '../../../shared/contracts/entries/entry-recap';
import { addEntryStoneBodySchema, entryStoneParamsSchema, entryStoneSchema, entryStonesResponseSchema, removeEntryStoneBodySchema } from '../../../shared/contracts/entries/entry-stones';
import type { EntryDetail } from '../../../shared/contracts/entries/entry';
import { acceptEntryBodySchema, closeEntryBodySchema, entryStepResponseSchema, pickupEntryBodySchema, recordPieceReturnBodySchema, recordPieceReturnParamsSchema, sendBackEntryBodySchema } from '../../../shared/contracts/entries/entry-steps';
import { findEntriesQuerySchema, findEntriesResponseSchema } from '../../../shared/contracts/entries/find-entries';
import { myEntriesSummaryQuerySchema, myEntriesSummarySchema } from '../../../shared/contracts/entries/my-entries-summary';
import { actorOf, sessionOf } from '../../platform/access';
import type { Db, Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors';
import { replyOnce } from '../../platform/idempotency';
import { acceptEntry, addEntryStone, closeEntriesTogether, closeEntry, createEntry, pickUpRepair, recordPieceReturn, removeEntryStone, sendBackEntry, updateEntry } from './entries.service';
import { entriesByCast, entryRecap, entryStones, findCloseBatches, getCloseBatch } from './entry-sheets';
import { createEntryCategory, findEntryCategories, updateEntryCategory } from './entry-categories.service';
import { findEntries, getEntry, holdersOfStaff, jewellerOf } from './entry-views';
import { myEntriesSummary } from './my-entries-summary';
import { postingDayOfRequest } from '../../ledger';
import { recordRoutesOf } from '../../platform/route-options';

/** A jeweller (entries.own without entries.read) works only their own entries: the holders they may see, or undefined for all. */
async function ownScope(db: Db | Tx, request: FastifyRequest): Promise<readonly number[] | undefined> {
  const session = sessionOf(request);
  if (session.permissions.includes('entries.read') || session.permissions.includes('entries.write')) return undefined;
  return holdersOfStaff(db, session.user.staffId);
}

/** Someone else's entry is a 404 to a jeweller: they cannot tell it exists. */
async function assertOwn(tx: Db | Tx, request: FastifyRequest, entryId: number): Promise<void> {
  const own = await ownScope(tx, request);
  if (own === undefined) return;
  const jeweller = await jewellerOf(tx, entryId);
  if (jeweller === null || !own.includes(jeweller)) throw notFound('entry');
}

/**
 * Entries, under /api/entries. Categories are read by whoever works entries
 * (a jeweller sees the allowance and flags of their own entries) and written
 * by those who issue them: owner and manager (`entries.write`).
 */
export const entriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['entries'];
  const { route, find, get, create, update } = recordRoutesOf(app, tags);

  /** DESIGN §5: a step that moves metal runs once per Idempotency-Key; a replay says so in a header. */
  const once = (request: FastifyRequest, reply: FastifyReply, work: (tx: Tx) => Promise<EntryDetail>): Promise<EntryDetail> =>
    replyOnce(db, request, reply, undefined, work);

  app.get(
    '/',
    route(['entries.read', 'entries.own'], { querystring: findEntriesQuerySchema, response: { 200: findEntriesResponseSchema } }),
    async (request) => findEntries(db, { ...request.query, ownHolderIds: await ownScope(db, request) }),
  );

  // The signed-in jeweller's own figures (their home page): always their own bench, whoever asks.
  app.get(
    '/mine/summary',
    route(['entries.read', 'entries.own'], { querystring: myEntriesSummaryQuerySchema, response: { 200: myEntriesSummarySchema } }),
    async (request) => myEntriesSummary(db, sessionOf(request).user.staffId, request.query.month),
  );

  app.get('/:id', route(['entries.read', 'entries.own'], { params: idParamsSchema, response: { 200: entryStepResponseSchema } }), async (request) => {
    await assertOwn(db, request, request.params.id);
    return getEntry(db, request.params.id);
  });

  app.post('/', route('entries.write', { body: createEntryBodySchema, response: { 201: createEntryResponseSchema } }), async (request, reply) =>
    reply.status(201).send(
      await once(request, reply, async (tx) => {
        const { postingDate, postingDateReason, ...body } = request.body;
        return getEntry(tx, (await createEntry(tx, actorOf(request), body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }))).id);
      }),
    ),
  );

  app.put('/:id', route('entries.write', { params: idParamsSchema, body: updateEntryBodySchema, response: { 200: createEntryResponseSchema } }), async (request, reply) =>
    once(request, reply, async (tx) => {
      const { postingDate, postingDateReason, ...body } = request.body;
      return getEntry(tx, (await updateEntry(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }))).id);
    }),
  );

  app.post('/:id/pickup', route('entries.write', { params: idParamsSchema, body: pickupEntryBodySchema, response: { 200: entryStepResponseSchema } }), async (request) =>
    inTransaction(db, async (tx) => {
      await pickUpRepair(tx, actorOf(request), request.params.id);
      return getEntry(tx, request.params.id);
    }),
  );

  app.get('/:id/stones', route(['entries.read', 'entries.own'], { params: idParamsSchema, response: { 200: entryStonesResponseSchema } }), async (request) => {
    await assertOwn(db, request, request.params.id);
    return entryStones(db, request.params.id);
  });

  app.post('/:id/stones', route(['entries.write', 'entries.own'], { params: idParamsSchema, body: addEntryStoneBodySchema, response: { 201: entryStoneSchema } }), async (request, reply) => {
    const stone = await inTransaction(db, async (tx) => {
      await assertOwn(tx, request, request.params.id);
      const { postingDate, postingDateReason, ...body } = request.body;
      const id = await addEntryStone(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
      return (await entryStones(tx, request.params.id)).stones.find((s) => s.id === id)!;
    });
    return reply.status(201).send(stone);
  });

  app.delete('/:id/stones/:stoneId', route(['entries.write', 'entries.own'], { params: entryStoneParamsSchema, body: removeEntryStoneBodySchema }), async (request, reply) => {
    await inTransaction(db, async (tx) => {
      await assertOwn(tx, request, request.params.id);
      const postingDay = await postingDayOfRequest(tx, request, request.body ?? {});
      await removeEntryStone(tx, actorOf(request), request.params.id, request.params.stoneId, postingDay);
    });
    return reply.status(204).send();
  });

  find('/close-batches', 'entries.read', { querystring: findCloseBatchesQuerySchema, response: findCloseBatchesResponseSchema }, (query) => findCloseBatches(db, query));

  get('/close-batches/:id', 'entries.read', closeBatchDetailSchema, (id) => getCloseBatch(db, id));

  app.post('/close-batches', route('entries.write', { body: createCloseBatchBodySchema, response: { 201: closeBatchDetailSchema } }), async (request, reply) => {
    const mayAccept = sessionOf(request).permissions.includes('entries.acceptOverLoss');
    const { postingDate, postingDateReason, ...body } = request.body;
    const batchId = await replyOnce(db, request, reply, 201, async (tx) =>
      closeEntriesTogether(tx, actorOf(request), body, mayAccept, await postingDayOfRequest(tx, request, { postingDate, postingDateReason })),
    );
    return getCloseBatch(db, batchId);
  });

  find('/recap', 'entries.read', { querystring: entryRecapQuerySchema, response: entryRecapResponseSchema }, (query) => entryRecap(db, query));

  get('/by-cast/:id', 'entries.read', entriesByCastResponseSchema, (id) => entriesByCast(db, id));

  app.post('/:id/pieces/:pieceId/return', route(['entries.write', 'entries.own'], { params: recordPieceReturnParamsSchema, body: recordPieceReturnBodySchema, response: { 200: entryStepResponseSchema } }), async (request) =>
    inTransaction(db, async (tx) => {
      await assertOwn(tx, request, request.params.id);
      await recordPieceReturn(tx, actorOf(request), request.params.id, request.params.pieceId, request.body);
      return getEntry(tx, request.params.id);
    }),
  );

  app.post('/:id/close', route('entries.write', { params: idParamsSchema, body: closeEntryBodySchema, response: { 200: entryStepResponseSchema } }), async (request, reply) =>
    once(request, reply, async (tx) => {
      const mayAccept = sessionOf(request).permissions.includes('entries.acceptOverLoss');
      const { postingDate, postingDateReason, ...body } = request.body;
      await closeEntry(tx, actorOf(request), request.params.id, body, mayAccept, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
      return getEntry(tx, request.params.id);
    }),
  );

  app.post('/:id/send-back', route('entries.accept', { params: idParamsSchema, body: sendBackEntryBodySchema, response: { 200: entryStepResponseSchema } }), async (request, reply) =>
    once(request, reply, async (tx) => {
      await sendBackEntry(tx, actorOf(request), request.params.id, request.body.note, await postingDayOfRequest(tx, request, request.body));
      return getEntry(tx, request.params.id);
    }),
  );

  app.post('/:id/accept', route('entries.accept', { params: idParamsSchema, body: acceptEntryBodySchema, response: { 200: entryStepResponseSchema } }), async (request, reply) =>
    once(request, reply, async (tx) => {
      await acceptEntry(tx, actorOf(request), request.params.id, await postingDayOfRequest(tx, request, request.body));
      return getEntry(tx, request.params.id);
    }),
  );

  find('/categories', ['entries.read', 'entries.own'], { querystring: findEntryCategoriesQuerySchema, response: findEntryCategoriesResponseSchema }, (query) => findEntryCategories(db, query));

  create('/categories', 'entries.write', { body: createEntryCategoryBodySchema, response: createEntryCategoryResponseSchema }, (actor, body) => createEntryCategory(db, actor, body));

  update('/categories/:id', 'entries.write', { body: updateEntryCategoryBodySchema, response: updateEntryCategoryResponseSchema }, (actor, id, body) => updateEntryCategory(db, actor, id, body));
};
