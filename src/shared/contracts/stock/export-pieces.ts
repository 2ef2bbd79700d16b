import type { z } from 'zod';
import { exportShape } from '../platform/export-file';
import { findPiecesQuerySchema } from './jewelry-piece';
import { findStockDocumentsQuerySchema } from './stock-documents';

/**
 * GET /api/stock/pieces/export (`/jewelry/stock/currently`, issue 19 §7): the
 * pieces list's filters (in stock unless `state` says otherwise), without
 * paging, as CSV or XLSX (export-file.ts).
 */
export const exportPiecesQuerySchema = findPiecesQuerySchema.omit({ page: true, pageSize: true }).extend(exportShape);
export type ExportPiecesQuery = z.input<typeof exportPiecesQuerySchema>;

/** GET /api/stock/documents/export (`/jewelry/stock/transaction`): the stock documents list's filters, without paging. */
export const exportStockDocumentsQuerySchema = findStockDocumentsQuerySchema.omit({ page: true, pageSize: true }).extend(exportShape);
export type ExportStockDocumentsQuery = z.input<typeof exportStockDocumentsQuerySchema>;
