import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { createGemReportBodySchema, findGemReportsQuerySchema, findGemReportsResponseSchema, gemReportSchema } from '../../../shared/contracts/stones/gem-reports';
import { caratEstimateSchema, createSizeChartRowBodySchema, estimateCaratsQuerySchema, findSizeChartQuerySchema, findSizeChartResponseSchema, sizeChartRowSchema, updateSizeChartRowBodySchema } from '../../../shared/contracts/stones/size-chart';
import { adjustStoneLotBodySchema, findStoneLotsQuerySchema, findStoneLotsResponseSchema, receiveStoneLotBodySchema, splitStoneLotBodySchema, splitStoneLotResponseSchema, stoneLotDetailSchema } from '../../../shared/contracts/stones/stone-lots';
import { assignPreparationBodySchema, findPreparationsQuerySchema, findPreparationsResponseSchema, prepareStonesBodySchema, returnPreparedStonesBodySchema, stonePreparationSchema } from '../../../shared/contracts/stones/stone-preparations';
import { actorOf, sessionOf } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import type { Tx } from '../../platform/db/database';
import { replyOnce } from '../../platform/idempotency';
import { postingDayOfRequest } from '../../ledger';
import { createGemReport, findGemReports, getGemReport } from './gem-reports.service';
import { createSizeChartRow, deleteSizeChartRow, estimateFromChart, findSizeChart, updateSizeChartRow } from './size-chart.service';
import { lotForReader, setsCostWithoutRight } from './stone-costs';
import { adjustLot, receiveLot, splitLot } from './stone-lots.service';
import { assignPreparation, prepareStones, returnPreparedStones } from './stone-preparations.service';
import { findLots, findPreparations, getLotDetail, getPreparation } from './stone-views';
import { recordRoutesOf } from '../../platform/route-options';

/** Stones (DESIGN §3.7) under /api/stones: the size chart, lots, preparations and gem reports. The gem POS sells through /api/sales. */
export const stonesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['stones'];
  const { route, find, get, create, update } = recordRoutesOf(app, tags);
  // Every POST that moves stones runs once per Idempotency-Key: a double click or a retry answers the first.
  const permissionsOf = (request: FastifyRequest) => sessionOf(request).permissions;
  const once = <T>(request: FastifyRequest, reply: FastifyReply, status: 200 | 201, work: (tx: Tx) => Promise<T>) => replyOnce(db, request, reply, status, work);

  // ---------- the size chart ----------

  find('/size-chart', 'stones.read', { querystring: findSizeChartQuerySchema, response: findSizeChartResponseSchema }, (query) => findSizeChart(db, query));

  find('/size-chart/estimate', ['stones.read', 'entries.own', 'entries.read'], { querystring: estimateCaratsQuerySchema, response: caratEstimateSchema }, (query) => estimateFromChart(db, query));

  create('/size-chart', 'stones.settings', { body: createSizeChartRowBodySchema, response: sizeChartRowSchema }, (actor, body) => createSizeChartRow(db, actor, body));

  update('/size-chart/:id', 'stones.settings', { body: updateSizeChartRowBodySchema, response: sizeChartRowSchema }, (actor, id, body) => updateSizeChartRow(db, actor, id, body));

  app.delete('/size-chart/:id', route('stones.settings', { params: idParamsSchema }), async (request, reply) => {
    await deleteSizeChartRow(db, actorOf(request), request.params.id);
    return reply.status(204).send();
  });

  // ---------- lots ----------

  app.get(
    '/lots',
    route('stones.read', { querystring: findStoneLotsQuerySchema, response: { 200: findStoneLotsResponseSchema } }),
    async (request) => {
      const lots = await findLots(db, request.query);
      return { ...lots, items: lots.items.map((lot) => lotForReader(permissionsOf(request), lot)) };
    },
  );

  app.get(
    '/lots/:id',
    route('stones.read', { params: idParamsSchema, response: { 200: stoneLotDetailSchema } }),
    async (request) => lotForReader(permissionsOf(request), await getLotDetail(db, request.params.id)),
  );

  app.post(
    '/lots',
    route('stones.write', { body: receiveStoneLotBodySchema, response: { 201: stoneLotDetailSchema } }),
    async (request, reply) => {
      if (setsCostWithoutRight(permissionsOf(request), request.body.costCentsPerCarat)) throw forbidden();
      const { postingDate, postingDateReason, ...body } = request.body;
      return once(request, reply, 201, async (tx) =>
        getLotDetail(tx, await receiveLot(tx, actorOf(request), body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }))),
      );
    },
  );

  app.post(
    '/lots/:id/split',
    route('stones.write', { params: idParamsSchema, body: splitStoneLotBodySchema, response: { 201: splitStoneLotResponseSchema } }),
    async (request, reply) => {
      const split = await once(request, reply, 201, async (tx) => {
        const { postingDate, postingDateReason, ...body } = request.body;
        const newLotId = await splitLot(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
        return { lot: await getLotDetail(tx, request.params.id), newLot: await getLotDetail(tx, newLotId) };
      });
      return { lot: lotForReader(permissionsOf(request), split.lot), newLot: lotForReader(permissionsOf(request), split.newLot) };
    },
  );

  app.post(
    '/lots/:id/adjustments',
    route('stones.write', { params: idParamsSchema, body: adjustStoneLotBodySchema, response: { 201: stoneLotDetailSchema } }),
    async (request, reply) => {
      const lot = await once(request, reply, 201, async (tx) => {
        const { postingDate, postingDateReason, ...body } = request.body;
        await adjustLot(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
        return getLotDetail(tx, request.params.id);
      });
      return lotForReader(permissionsOf(request), lot);
    },
  );

  // ---------- preparations ----------

  find('/preparations', ['stones.read', 'production.read'], { querystring: findPreparationsQuerySchema, response: findPreparationsResponseSchema }, (query) => findPreparations(db, query));

  get('/preparations/:id', ['stones.read', 'production.read'], stonePreparationSchema, (id) => getPreparation(db, id));

  app.post(
    '/preparations',
    route('stones.write', { body: prepareStonesBodySchema, response: { 201: stonePreparationSchema } }),
    async (request, reply) => {
      const { postingDate, postingDateReason, ...body } = request.body;
      return once(request, reply, 201, async (tx) =>
        getPreparation(tx, await prepareStones(tx, actorOf(request), body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }))),
      );
    },
  );

  app.post(
    '/preparations/:id/assign',
    route('stones.write', { params: idParamsSchema, body: assignPreparationBodySchema, response: { 200: stonePreparationSchema } }),
    async (request, reply) =>
      once(request, reply, 200, async (tx) => {
        await assignPreparation(tx, actorOf(request), request.params.id, request.body?.note ?? '');
        return getPreparation(tx, request.params.id);
      }),
  );

  app.post(
    '/preparations/:id/return',
    route('stones.write', { params: idParamsSchema, body: returnPreparedStonesBodySchema, response: { 200: stonePreparationSchema } }),
    async (request, reply) =>
      once(request, reply, 200, async (tx) => {
        const { postingDate, postingDateReason, ...body } = request.body;
        await returnPreparedStones(tx, actorOf(request), request.params.id, body, await postingDayOfRequest(tx, request, { postingDate, postingDateReason }));
        return getPreparation(tx, request.params.id);
      }),
  );

  // ---------- gem reports ----------

  find('/gem-reports', 'stones.read', { querystring: findGemReportsQuerySchema, response: findGemReportsResponseSchema }, (query) => findGemReports(db, query));

  get('/gem-reports/:id', 'stones.read', gemReportSchema, (id) => getGemReport(db, id));

  app.post(
    '/gem-reports',
    route('stones.write', { body: createGemReportBodySchema, response: { 201: gemReportSchema } }),
    async (request, reply) => {
      return once(request, reply, 201, async (tx) => getGemReport(tx, await createGemReport(tx, actorOf(request), request.body)));
    },
  );
};

