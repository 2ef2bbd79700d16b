import { z } from 'zod';
import { idQuerySchema, idSchema, textSchema } from '../common';
import { holderRefSchema } from '../materials/material';
import { branchRefSchema, grossMgSchema, noteSchema, pieceCodeSchema, piecePhotoSchema, stoneMgSchema } from './jewelry-piece';
import { postingDateFields } from '../ledger/posting-date';

/**
 * Every stock movement is a numbered document, gapless per branch and year
 * (`TR-PP-CM-2026-000001`), with one line per piece, and ledger postings of
 * the pieces' metal (DESIGN §3.6):
 * - accept: finished pieces into a branch's stock, metal source → the branch's counter;
 * - transfer: sent to another branch, the pieces in transit; no posting yet;
 * - receive: pieces of a transfer arrived at the other branch (some or all), counter → counter;
 * - cancel: back to melt, counter → the safe (or another holder that takes metal);
 * - complement: parts or stones added to a piece, its weights updated, added metal source → counter;
 * - import: pieces a shop moving in had before Atelier, from its spreadsheet, metal outside → counter (issue 23).
 */
export const stockDocumentKinds = ['accept', 'transfer', 'receive', 'cancel', 'complement', 'import'] as const;
export type StockDocumentKind = (typeof stockDocumentKinds)[number];

export const stockDocumentLineSchema = z.object({
  pieceId: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** The piece's weights after the document (a complement's line says what it added). */
  grossMg: z.number().int(),
  stoneMg: z.number().int(),
  addedMetalMg: z.number().int(),
  addedStoneMg: z.number().int(),
  /** On a transfer: the piece has not been received yet. */
  inTransit: z.boolean(),
});

export const stockDocumentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(stockDocumentKinds),
  branch: branchRefSchema,
  /** A transfer's destination. */
  toBranch: branchRefSchema.nullable(),
  /** A receipt's transfer. */
  transfer: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** A transfer's pieces not yet received (0 for every other kind). */
  inTransitCount: z.number().int(),
  /** Where the metal came from (accept, complement) or went (cancel). */
  holder: holderRefSchema.nullable(),
  note: z.string(),
  createdAt: z.iso.datetime(),
  /** The shop day it belongs to (YYYY-MM-DD, docs/design.md §5): the day it was written, or an earlier one it was back-dated to. Lists show and order by it. */
  postingDate: z.string(),
  createdBy: z.string().nullable(),
  pieceCount: z.number().int(),
  grossMg: z.number().int(),
  lines: z.array(stockDocumentLineSchema),
});
export type StockDocument = z.infer<typeof stockDocumentSchema>;

/** GET /api/stock/pending (`/jewelry/stock/pending`): finished production items (stage finishing) not yet in stock. */
export const pendingPieceSchema = z.object({
  itemId: z.number().int(),
  code: z.string(),
  description: z.string(),
  categoryId: z.number().int().nullable(),
  materialId: z.number().int(),
  photoUrl: z.string().nullable(),
  /** The weight last recorded on the item (its latest event with a weight), mg. */
  lastWeightMg: z.number().int().nullable(),
  preOrderNumber: z.string().nullable(),
  finishingSince: z.iso.datetime(),
});
export type PendingPiece = z.infer<typeof pendingPieceSchema>;
export const findPendingResponseSchema = z.object({ items: z.array(pendingPieceSchema) });

/** POST /api/stock/accept: finished items into a branch's stock, each weighed (gross and stones). */
export const acceptPiecesBodySchema = z.strictObject({
  branchId: idSchema,
  /** Where the finished pieces' metal is (the casting room, a bench, the safe). */
  sourceHolderId: idSchema,
  note: noteSchema.default(''),
  lines: z
    .array(z.strictObject({ itemId: idSchema, grossMg: grossMgSchema, stoneMg: stoneMgSchema.default(0), photos: z.array(piecePhotoSchema).max(10).default([]) }))
    .min(1)
    .max(100),
  /** The metal's shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type AcceptPiecesBody = z.input<typeof acceptPiecesBodySchema>;

/** POST /api/stock/transfers (`/jewelry/transfer`): pieces by code, scanned or typed, sent to another branch (in transit until received). */
export const transferPiecesBodySchema = z.strictObject({
  fromBranchId: idSchema,
  toBranchId: idSchema,
  codes: z.array(pieceCodeSchema).min(1).max(200),
  note: noteSchema.default(''),
});
export type TransferPiecesBody = z.input<typeof transferPiecesBodySchema>;

/**
 * POST /api/stock/transfers/{id}/receive (`/jewelry/document-{id}`): the pieces of a transfer
 * that arrived, by code (scanned or ticked); the others stay in transit.
 */
export const receiveTransferBodySchema = z.strictObject({
  codes: z.array(pieceCodeSchema).min(1).max(200),
  note: noteSchema.default(''),
  /** The metal's shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type ReceiveTransferBody = z.input<typeof receiveTransferBodySchema>;

/** POST /api/stock/cancels (`/jewelry/cancel`): pieces back to melt, their metal to a holder (the safe), with why. */
export const cancelPiecesBodySchema = z.strictObject({
  branchId: idSchema,
  toHolderId: idSchema,
  codes: z.array(pieceCodeSchema).min(1).max(200),
  note: textSchema(500).min(1),
  /** The metal's shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type CancelPiecesBody = z.input<typeof cancelPiecesBodySchema>;

/** POST /api/stock/complements (`/jewelry/complement`): parts or stones added to one piece. */
export const complementPieceBodySchema = z.strictObject({
  code: pieceCodeSchema,
  /** Metal added (a clasp, a part), from `sourceHolderId`. */
  addedMetalMg: z.number().int().min(0).max(1_000_000),
  /** Stones added, part of the new gross weight. */
  addedStoneMg: z.number().int().min(0).max(1_000_000),
  sourceHolderId: idSchema.nullable().default(null),
  photos: z.array(piecePhotoSchema).max(10).default([]),
  note: noteSchema.default(''),
  /** The metal's shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type ComplementPieceBody = z.input<typeof complementPieceBodySchema>;

/** GET /api/stock/documents (`/jewelry/stock/transaction`): newest posting day first. */
export const findStockDocumentsQuerySchema = z.strictObject({
  kind: z.enum(stockDocumentKinds).optional(),
  branchId: idQuerySchema.optional(),
  /** Only the documents with this piece. */
  code: pieceCodeSchema.optional(),
  /** Only transfers with pieces still in transit. */
  inTransit: z.enum(['true']).optional(),
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number | string>().int().min(1).max(200).default(50),
});
export type FindStockDocumentsQuery = z.input<typeof findStockDocumentsQuerySchema>;
export const findStockDocumentsResponseSchema = z.object({
  items: z.array(stockDocumentSchema.omit({ lines: true })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FindStockDocumentsResponse = z.infer<typeof findStockDocumentsResponseSchema>;
