import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { createCustomerBodySchema, createCustomerGroupBodySchema, customerGroupSchema, customerSchema, findCustomerGroupsResponseSchema, findCustomersQuerySchema, findCustomersResponseSchema, updateCustomerBodySchema, updateCustomerGroupBodySchema } from '../../../shared/contracts/sales/customer';
import { customerDetailSchema } from '../../../shared/contracts/sales/customer-detail';
import { exchangeRateSchema, getExchangeRatesResponseSchema, setExchangeRateBodySchema } from '../../../shared/contracts/sales/exchange-rate';
import { findIncentiveRulesResponseSchema, findIncentivesQuerySchema, findIncentivesResponseSchema, incentiveRuleSchema, payIncentiveBodySchema, setIncentiveRuleBodySchema } from '../../../shared/contracts/sales/incentive';
import { khqrRequestBodySchema, khqrSchema } from '../../../shared/contracts/sales/khqr';
import { createSampleInvoiceBodySchema, findSampleInvoicesQuerySchema, findSampleInvoicesResponseSchema, sampleInvoiceSchema } from '../../../shared/contracts/sales/sample-invoice';
import { exportStatementByDayQuerySchema, statementByDayQuerySchema, statementByDaySchema } from '../../../shared/contracts/sales/statement-by-day';
import { closeTillBodySchema, openTillBodySchema, signTillBodySchema, tillCashMoveBodySchema, tillSchema } from '../../../shared/contracts/sales/till';
import { actorOf, sessionOf } from '../../platform/access';
import { exportFileStem, sendExport } from '../../platform/exports/export-reply';
import { shopTimeOf } from '../../platform/shop-time';
import { localeFromHeader } from '../../platform/i18n/messages';
import { replyOnce } from '../../platform/idempotency';
import { createCustomer, createCustomerGroup, findCustomerGroups, findCustomers, getCustomer, updateCustomer, updateCustomerGroup } from './customers.service';
import { getExchangeRates, setExchangeRate } from './exchange-rates.service';
import { findIncentiveRules, findIncentives, payIncentive, setIncentiveRule } from './incentives.service';
import { findInvoices } from './invoice-views';
import { makeKhqr } from './khqr.service';
import { findPayments } from './payments.service';
import { createSampleInvoice, findSampleInvoices, getSampleInvoice } from './sample-invoices.service';
import { statementByDay } from './statement-by-day.service';
import { statementTables } from './statement-export';
import { closeTillDay, getTill, moveTillCash, openTill, signTill } from './till.service';
import { recordRoutesOf } from '../../platform/route-options';

/**
 * Customers, the exchange rate, KHQR, quotations, the cash book and
 * incentives under /api/sales (DESIGN §3.8). Cashiers (`sales.write`) serve
 * customers; the owner (`sales.pricing`) sets the rate, group pricing and
 * incentive rules and pays incentives out.
 */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['sales'];
  const { route, find, get, create } = recordRoutesOf(app, tags);

  app.get('/exchange-rates', route('signedIn', { response: { 200: getExchangeRatesResponseSchema } }), async () => getExchangeRates(db));
  create('/exchange-rates', 'sales.pricing', { body: setExchangeRateBodySchema, response: exchangeRateSchema }, (actor, body) => setExchangeRate(db, actor, body));

  app.get('/customer-groups', route('sales.read', { response: { 200: findCustomerGroupsResponseSchema } }), async () => findCustomerGroups(db));
  create('/customer-groups', 'sales.pricing', { body: createCustomerGroupBodySchema, response: customerGroupSchema }, (actor, body) => createCustomerGroup(db, actor, body));
  app.put(
    '/customer-groups/:id',
    route('sales.pricing', { params: idParamsSchema, body: updateCustomerGroupBodySchema, response: { 200: customerGroupSchema } }),
    async (request) => updateCustomerGroup(db, actorOf(request), request.params.id, request.body),
  );

  find('/customers', 'sales.read', { querystring: findCustomersQuerySchema, response: findCustomersResponseSchema }, (query) => findCustomers(db, query));
  create('/customers', 'sales.write', { body: createCustomerBodySchema, response: customerSchema }, (actor, body) => createCustomer(db, actor, body));
  app.get(
    '/customers/:id',
    route('sales.read', { params: idParamsSchema, response: { 200: customerDetailSchema } }),
    async (request) => {
      const id = request.params.id;
      const customer = await getCustomer(db, id);
      const [invoices, payments] = await Promise.all([findInvoices(db, { customerId: id, page: 1, pageSize: 50 }), findPayments(db, { customerId: id, page: 1, pageSize: 50 })]);
      return { customer, invoices: invoices.items, payments: payments.items };
    },
  );
  app.put(
    '/customers/:id',
    route('sales.write', { params: idParamsSchema, body: updateCustomerBodySchema, response: { 200: customerSchema } }),
    async (request) => updateCustomer(db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/khqr',
    route('sales.write', { body: khqrRequestBodySchema, response: { 200: khqrSchema } }),
    async (request) => makeKhqr(db, request.body),
  );

  find('/sample-invoices', 'sales.read', { querystring: findSampleInvoicesQuerySchema, response: findSampleInvoicesResponseSchema }, (query) => findSampleInvoices(db, query));
  app.post(
    '/sample-invoices',
    route('sales.write', { body: createSampleInvoiceBodySchema, response: { 201: sampleInvoiceSchema } }),
    async (request, reply) => {
      return replyOnce(db, request, reply, 201, async (tx) =>
        getSampleInvoice(tx, await createSampleInvoice(tx, actorOf(request), request.body, sessionOf(request).permissions.includes('sales.pricing'))),
      );
    },
  );
  get('/sample-invoices/:id', 'sales.read', sampleInvoiceSchema, (id) => getSampleInvoice(db, id));

  app.get(
    '/statement-by-day',
    route('sales.read', { querystring: statementByDayQuerySchema, response: { 200: statementByDaySchema } }),
    async (request) => statementByDay(db, request.query.day, request.query.branchId),
  );
  app.get('/statement-by-day/export', route('sales.read', { querystring: exportStatementByDayQuerySchema }), async (request, reply) => {
    const { format, locale: asked, day, branchId } = request.query;
    const locale = asked ?? localeFromHeader(request.headers['accept-language']);
    const statement = await statementByDay(db, day, branchId);
    return sendExport(reply, { format, locale, fileStem: exportFileStem(`statement-${statement.branch.code}`, day), tables: statementTables(statement, locale, await shopTimeOf(db)) });
  });

  // The till of a branch's day (`/statement_by_day`): the cashier (or the owner) opens it, moves cash, closes it; a manager signs it off.
  app.post(
    '/tills',
    route('sales.write', { body: openTillBodySchema, response: { 201: tillSchema } }),
    async (request, reply) => replyOnce(db, request, reply, 201, async (tx) => getTill(tx, await openTill(tx, actorOf(request), sessionOf(request), request.body))),
  );
  app.post(
    '/tills/:id/cash-moves',
    route('sales.write', { params: idParamsSchema, body: tillCashMoveBodySchema, response: { 201: tillSchema } }),
    async (request, reply) =>
      replyOnce(db, request, reply, 201, async (tx) => {
        await moveTillCash(tx, actorOf(request), sessionOf(request), request.params.id, request.body);
        return getTill(tx, request.params.id);
      }),
  );
  app.post(
    '/tills/:id/close',
    route('sales.write', { params: idParamsSchema, body: closeTillBodySchema, response: { 200: tillSchema } }),
    async (request, reply) =>
      replyOnce(db, request, reply, 200, async (tx) => {
        await closeTillDay(tx, actorOf(request), sessionOf(request), request.params.id, request.body);
        return getTill(tx, request.params.id);
      }),
  );
  app.post(
    '/tills/:id/sign',
    route('sales.tillSign', { params: idParamsSchema, body: signTillBodySchema, response: { 200: tillSchema } }),
    async (request, reply) =>
      replyOnce(db, request, reply, 200, async (tx) => {
        await signTill(tx, actorOf(request), sessionOf(request), request.params.id, request.body);
        return getTill(tx, request.params.id);
      }),
  );

  app.get('/incentive-rules', route('sales.read', { response: { 200: findIncentiveRulesResponseSchema } }), async () => findIncentiveRules(db));
  app.put(
    '/incentive-rules/:id',
    route('sales.pricing', { params: idParamsSchema, body: setIncentiveRuleBodySchema, response: { 200: incentiveRuleSchema } }),
    async (request) => setIncentiveRule(db, actorOf(request), request.params.id, request.body),
  );
  app.get(
    '/incentives',
    route('sales.read', { querystring: findIncentivesQuerySchema, response: { 200: findIncentivesResponseSchema } }),
    async (request) => findIncentives(db, request.query.from, request.query.to),
  );
  app.post(
    '/incentive-payouts',
    route('sales.pricing', { body: payIncentiveBodySchema, response: { 201: findIncentivesResponseSchema } }),
    async (request, reply) => {
      const { staffId, from, to } = request.body;
      return replyOnce(db, request, reply, 201, async (tx) => {
        await payIncentive(tx, actorOf(request), { staffId, from, to });
        return findIncentives(tx, from, to);
      });
    },
  );
};
