import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportPiecesQuerySchema } from '../../../shared/contracts/stock/export-pieces';
import { allPages, exportFileStem, sendExport } from '../../platform/exports/export-reply';
import { localeFromHeader } from '../../platform/i18n/messages';
import { piecesTable } from './stock-export-table';
import { findJewelryCategories } from './stock.service';
import { findPieces } from './stock-views';

/** GET /api/stock/pieces/export: the pieces list (`/jewelry/stock/currently`) with its filters as a file, for `stock.read`. */
export const stockExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get('/pieces/export', { schema: { tags: ['stock'], querystring: exportPiecesQuerySchema }, config: { access: 'stock.read' } }, async (request, reply) => {
    const { format, locale: asked, ...filters } = request.query;
    const locale = asked ?? localeFromHeader(request.headers['accept-language']);
    const items = await allPages((page, pageSize) => findPieces(db, { ...filters, page, pageSize }));
    const categories = new Map((await findJewelryCategories(db, {})).items.map((c) => [c.id, c]));
    return sendExport(reply, { format, locale, fileStem: exportFileStem('stock'), tables: [piecesTable(items, categories, locale)] });
  });
};
