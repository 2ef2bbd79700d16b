import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportPiecesQuerySchema, exportStockDocumentsQuerySchema } from '../../../shared/contracts/stock/export-pieces';
import { allPages, exportFileStem, readSnapshot, sendExport } from '../../platform/exports/export-reply';
import { shopTimeOf } from '../../platform/shop-time';
import { localeFromHeader } from '../../platform/i18n/messages';
import { piecesTable, stockDocumentsTable } from './stock-export-table';
import { findJewelryCategories } from './stock.service';
import { findPieces, findStockDocuments } from './stock-views';

/** The stock lists as files, for `stock.read`: GET /api/stock/pieces/export (`/jewelry/stock/currently`) and /api/stock/documents/export, each with its list's filters. */
export const stockExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get('/pieces/export', { schema: { tags: ['stock'], querystring: exportPiecesQuerySchema }, config: { access: 'stock.read' } }, async (request, reply) => {
    const { format, locale: asked, ...filters } = request.query;
    const locale = asked ?? localeFromHeader(request.headers['accept-language']);
    const items = await readSnapshot(db, (tx) => allPages((page, pageSize) => findPieces(tx, { ...filters, page, pageSize })));
    const categories = new Map((await findJewelryCategories(db, {})).items.map((c) => [c.id, c]));
    const shop = await shopTimeOf(db);
    return sendExport(reply, { format, locale, fileStem: exportFileStem('stock', shop.today()), tables: [piecesTable(items, categories, locale, shop)] });
  });
  app.get('/documents/export', { schema: { tags: ['stock'], querystring: exportStockDocumentsQuerySchema }, config: { access: 'stock.read' } }, async (request, reply) => {
    const { format, locale: asked, ...filters } = request.query;
    const locale = asked ?? localeFromHeader(request.headers['accept-language']);
    const items = await readSnapshot(db, (tx) => allPages((page, pageSize) => findStockDocuments(tx, { ...filters, page, pageSize })));
    const shop = await shopTimeOf(db);
    return sendExport(reply, { format, locale, fileStem: exportFileStem('stock-documents', shop.today()), tables: [stockDocumentsTable(items, locale, shop)] });
  });
};
