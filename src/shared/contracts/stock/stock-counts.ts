import { z } from 'zod';
import { idQuerySchema, idSchema } from '../common';
import { branchRefSchema, jewelryPieceSchema, noteSchema, pieceCodeSchema } from './jewelry-piece';

/**
 * A stock count (`/inventory`, `/inventory/info-{id}`, `IV-…`): a branch's
 * pieces scanned one by one and compared with what stock says it holds.
 * Open while scanning; closed, it keeps what was expected at its close.
 */
export const stockCountStates = ['open', 'closed'] as const;

export const stockCountSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  branch: branchRefSchema,
  state: z.enum(stockCountStates),
  note: z.string(),
  createdAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  expected: z.number().int(),
  found: z.number().int(),
  missing: z.number().int(),
  unexpected: z.number().int(),
});
export type StockCount = z.infer<typeof stockCountSchema>;

/** A code scanned that is not in the branch's stock: another branch's piece, a sold one, or no piece at all. */
export const unexpectedScanSchema = z.object({ code: z.string(), piece: jewelryPieceSchema.nullable(), scannedAt: z.iso.datetime() });

export const stockCountDetailSchema = stockCountSchema.extend({
  foundPieces: z.array(jewelryPieceSchema),
  missingPieces: z.array(jewelryPieceSchema),
  unexpectedScans: z.array(unexpectedScanSchema),
});
export type StockCountDetail = z.infer<typeof stockCountDetailSchema>;

/** POST /api/stock/counts: start counting a branch. */
export const createStockCountBodySchema = z.strictObject({ branchId: idSchema, note: noteSchema.default('') });
export type CreateStockCountBody = z.input<typeof createStockCountBodySchema>;

/** POST /api/stock/counts/{id}/scans: one code; the answer says what it was. Scanning a code twice counts it once. */
export const scanCodeBodySchema = z.strictObject({ code: pieceCodeSchema });
export type ScanCodeBody = z.input<typeof scanCodeBodySchema>;
export const scanResultSchema = z.object({
  outcome: z.enum(['found', 'again', 'unexpected', 'unknown']),
  piece: jewelryPieceSchema.nullable(),
  count: stockCountSchema,
});
export type ScanResult = z.infer<typeof scanResultSchema>;

/** GET /api/stock/counts: newest first. */
export const findStockCountsQuerySchema = z.strictObject({
  branchId: idQuerySchema.optional(),
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number | string>().int().min(1).max(200).default(50),
});
export const findStockCountsResponseSchema = z.object({
  items: z.array(stockCountSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FindStockCountsResponse = z.infer<typeof findStockCountsResponseSchema>;

/** GET /api/stock/summary (`/jw-stock`): what each branch holds, by category and material. */
export const stockSummaryResponseSchema = z.object({
  rows: z.array(
    z.object({
      branch: branchRefSchema,
      categoryId: z.number().int().nullable(),
      materialId: z.number().int(),
      count: z.number().int(),
      frozen: z.number().int(),
      grossMg: z.number().int(),
      metalMg: z.number().int(),
    }),
  ),
});
export type StockSummaryResponse = z.infer<typeof stockSummaryResponseSchema>;
