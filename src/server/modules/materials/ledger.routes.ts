import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { createMeltBodySchema, createMeltResponseSchema } from '../../../shared/contracts/materials/create-melt';
import { createReturnBodySchema, createReturnResponseSchema } from '../../../shared/contracts/materials/create-return';
import { createTransferBodySchema, createTransferResponseSchema } from '../../../shared/contracts/materials/create-transfer';
import { findDocumentsQuerySchema, findDocumentsResponseSchema } from '../../../shared/contracts/materials/find-documents';
import { exportHolderPostingsFileQuerySchema, exportHolderPostingsQuerySchema, findHolderPostingsQuerySchema, findHolderPostingsResponseSchema } from '../../../shared/contracts/materials/find-holder-postings';
import { getAccountsQuerySchema, getAccountsResponseSchema } from '../../../shared/contracts/materials/get-accounts';
import { getDocumentResponseSchema } from '../../../shared/contracts/materials/get-document';
import type { MaterialDocument } from '../../../shared/contracts/materials/material';
import { reverseDocumentBodySchema, reverseDocumentResponseSchema } from '../../../shared/contracts/materials/reverse-document';
import { actorOf, sessionOf } from '../../platform/access';
import type { Tx } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';
import { checkExportSize, exportFileStem, sendExport } from '../../platform/exports/export-reply';
import { shopTimeOf } from '../../platform/shop-time';
import { tablesToCsv } from '../../platform/exports/export-table';
import { localeFromHeader } from '../../platform/i18n/messages';
import type { HolderPosting } from '../../../shared/contracts/materials/find-holder-postings';
import { replyOnce } from '../../platform/idempotency';
import { postingDayOfRequest } from '../../ledger';
import type { PostingDateFields } from '../../../shared/contracts/ledger/posting-date';
import { allHolderPostings, findHolderPostings, getAccounts } from './accounts.service';
import { holderPostingsTable } from './holder-postings-csv';
import { benchOrMetalReaders, refuseUnlessVisible, visibleHoldersOf } from './holder-scope';
import { documentMovesHolders, findDocuments, getDocument, reverseDocument, submitMelt, submitReturn, submitTransfer } from './material-documents.service';
import { routeOptionsOf } from '../../platform/route-options';

/** Accounts, holder histories and the documents that move metal (transfer, return, melt, reversal), under /api/materials. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['materials'];
  const route = routeOptionsOf(tags);

  /** DESIGN §5: a POST that moves metal runs once per Idempotency-Key; a replay says so in a header. */
  const submitOnce = async (
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Tx) => Promise<MaterialDocument>,
  ): Promise<MaterialDocument> => replyOnce(db, request, reply, 201, work);

  /** The slip's shop day (DESIGN §5): today, or an earlier day of the open period for whoever may back-date. */
  const postingDay = (tx: Tx, request: FastifyRequest, asked: PostingDateFields) => postingDayOfRequest(tx, request, asked);

  /** Holding caps: only an owner may take a holder over its cap. */
  const refuseOverrideWithoutRight = (request: FastifyRequest, overrideCap: boolean) => {
    if (overrideCap && !sessionOf(request).permissions.includes('materials.overrideCap')) throw forbidden();
  };

  app.get(
    '/accounts',
    route(benchOrMetalReaders, { querystring: getAccountsQuerySchema, response: { 200: getAccountsResponseSchema } }),
    async (request) => getAccounts(db, { ...request.query, visible: await visibleHoldersOf(db, sessionOf(request)) }),
  );

  app.get('/holders/:id/postings', route(benchOrMetalReaders, { params: idParamsSchema, querystring: findHolderPostingsQuerySchema, response: { 200: findHolderPostingsResponseSchema } }), async (request) => {
    refuseUnlessVisible(await visibleHoldersOf(db, sessionOf(request)), request.params.id);
    return findHolderPostings(db, request.params.id, request.query);
  });

  app.get('/holders/:id/postings.csv', route(benchOrMetalReaders, { params: idParamsSchema, querystring: exportHolderPostingsQuerySchema }), async (request, reply) => {
    refuseUnlessVisible(await visibleHoldersOf(db, sessionOf(request)), request.params.id);
    const { locale: asked, ...filter } = request.query;
    const locale = asked ?? localeFromHeader(request.headers['accept-language']);
    const rows: HolderPosting[] = [];
    for await (const batch of allHolderPostings(db, request.params.id, filter)) rows.push(...batch);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="holder-${request.params.id}-postings.csv"`)
      .send(tablesToCsv([holderPostingsTable(rows, locale, await shopTimeOf(db))], locale));
  });

  // The same history as CSV or XLSX through the house's export menu (issue 20 §3).
  app.get('/holders/:id/postings/export', route(benchOrMetalReaders, { params: idParamsSchema, querystring: exportHolderPostingsFileQuerySchema }), async (request, reply) => {
    refuseUnlessVisible(await visibleHoldersOf(db, sessionOf(request)), request.params.id);
    const { format, locale: asked, ...filter } = request.query;
    const locale = asked ?? localeFromHeader(request.headers['accept-language']);
    const rows: HolderPosting[] = [];
    for await (const batch of allHolderPostings(db, request.params.id, filter)) {
      rows.push(...batch);
      checkExportSize(rows.length);
    }
    const shop = await shopTimeOf(db);
    return sendExport(reply, { format, locale, fileStem: exportFileStem(`holder-${request.params.id}-postings`, shop.today()), tables: [holderPostingsTable(rows, locale, shop)] });
  });

  app.get('/documents', route(benchOrMetalReaders, { querystring: findDocumentsQuerySchema, response: { 200: findDocumentsResponseSchema } }), async (request) => {
    const visible = await visibleHoldersOf(db, sessionOf(request));
    if (request.query.holderId !== undefined) refuseUnlessVisible(visible, request.query.holderId);
    return findDocuments(db, { ...request.query, amongHolderIds: visible.all ? undefined : visible.ids });
  });

  app.get('/documents/:id', route(benchOrMetalReaders, { params: idParamsSchema, response: { 200: getDocumentResponseSchema } }), async (request) => {
    const visible = await visibleHoldersOf(db, sessionOf(request));
    const document = await getDocument(db, request.params.id);
    if (!visible.all && !(await documentMovesHolders(db, document.id, visible.ids))) throw forbidden();
    return document;
  });

  app.post('/transfers', route('materials.write', { body: createTransferBodySchema, response: { 201: createTransferResponseSchema } }), async (request, reply) => {
    refuseOverrideWithoutRight(request, request.body.overrideCap);
    return submitOnce(request, reply, async (tx) => submitTransfer(tx, actorOf(request), { ...request.body, postingDay: await postingDay(tx, request, request.body) }));
  });

  app.post('/returns', route('materials.write', { body: createReturnBodySchema, response: { 201: createReturnResponseSchema } }), async (request, reply) => {
    refuseOverrideWithoutRight(request, request.body.overrideCap);
    return submitOnce(request, reply, async (tx) => submitReturn(tx, actorOf(request), { ...request.body, postingDay: await postingDay(tx, request, request.body) }));
  });

  app.post('/melts', route('materials.write', { body: createMeltBodySchema, response: { 201: createMeltResponseSchema } }), async (request, reply) =>
    submitOnce(request, reply, async (tx) => submitMelt(tx, actorOf(request), { ...request.body, postingDay: await postingDay(tx, request, request.body) })),
  );

  app.post('/documents/:id/reverse', route('materials.write', { params: idParamsSchema, body: reverseDocumentBodySchema, response: { 201: reverseDocumentResponseSchema } }), async (request, reply) =>
    submitOnce(request, reply, async (tx) => {
      // A correction posts in the open period: today unless a day is given; back-dating gives the reversal's reason.
      const day = await postingDay(tx, request, { postingDate: request.body.postingDate, postingDateReason: request.body.reason });
      return reverseDocument(tx, actorOf(request), request.params.id, request.body.reason, day);
    }),
  );
};
