import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportCustomersQuerySchema, exportInvoicesQuerySchema, exportPaymentsQuerySchema } from '../../../shared/contracts/sales/export-sales-lists';
import { allPages, exportFileStem, readSnapshot, sendExport } from '../../platform/exports/export-reply';
import { shopTimeOf } from '../../platform/shop-time';
import { localeFromHeader } from '../../platform/i18n/messages';
import { findCustomerGroups, findCustomers } from './customers.service';
import { findInvoices } from './invoice-views';
import { findPayments } from './payments.service';
import { customersTable, invoicesTable, paymentsTable } from './sales-export-tables';

/**
 * The sales lists as files, under /api/sales (issue 19 §7): each list's
 * filters through the list's own find, every page of it, for whoever may
 * read the list (`sales.read`).
 */
export const salesExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['sales'];
  const config = { access: 'sales.read' as const };

  app.get('/invoices/export', { schema: { tags, querystring: exportInvoicesQuerySchema }, config }, async (request, reply) => {
    const { format, locale: asked, ...filters } = request.query;
    const locale = asked ?? localeFromHeader(request.headers['accept-language']);
    const items = await readSnapshot(db, (tx) => allPages((page, pageSize) => findInvoices(tx, { ...filters, page, pageSize })));
    const shop = await shopTimeOf(db);
    return sendExport(reply, { format, locale, fileStem: exportFileStem('invoices', shop.today()), tables: [invoicesTable(items, locale, shop)] });
  });

  app.get('/payments/export', { schema: { tags, querystring: exportPaymentsQuerySchema }, config }, async (request, reply) => {
    const { format, locale: asked, ...filters } = request.query;
    const locale = asked ?? localeFromHeader(request.headers['accept-language']);
    const items = await readSnapshot(db, (tx) => allPages((page, pageSize) => findPayments(tx, { ...filters, page, pageSize })));
    const shop = await shopTimeOf(db);
    return sendExport(reply, { format, locale, fileStem: exportFileStem('payments', shop.today()), tables: [paymentsTable(items, locale, shop)] });
  });

  app.get('/customers/export', { schema: { tags, querystring: exportCustomersQuerySchema }, config }, async (request, reply) => {
    const { format, locale: asked, ...filters } = request.query;
    const locale = asked ?? localeFromHeader(request.headers['accept-language']);
    const [items, groups] = await readSnapshot(db, async (tx) => [await allPages((page, pageSize) => findCustomers(tx, { ...filters, page, pageSize })), await findCustomerGroups(tx)] as const);
    const shop = await shopTimeOf(db);
    return sendExport(reply, { format, locale, fileStem: exportFileStem('customers', shop.today()), tables: [customersTable(items, groups.items, locale, shop)] });
  });
};
