import { z } from 'zod';
import { idQuerySchema, idSchema, namedRecordSchema, textSchema } from '../common';
import { noteSchema } from '../materials/material';

/**
 * A jewelry piece in stock (DESIGN §3.6): one row, in exactly one branch.
 *   pending (finished, not yet accepted) → in_stock → sold | cancelled (back to melt) | merged;
 *   in_stock → in_transit (sent on a transfer) → in_stock at the other branch (received).
 * A piece in transit cannot be sold, moved or cancelled; it shows on both
 * branches' screens until the other branch receives it.
 */
export const pieceStates = ['in_stock', 'in_transit', 'sold', 'cancelled', 'merged'] as const;
export type PieceState = (typeof pieceStates)[number];
export const pieceStateSchema = z.enum(pieceStates);

/** A piece's code, as printed on its tag and typed or scanned at the counter (the production item's code when it was made here). */
export const pieceCodeSchema = textSchema(40).toUpperCase().min(1).regex(/^[A-Z0-9][A-Z0-9-]*$/);
/** A stored photo (`/uploads/…`). */
export const piecePhotoSchema = textSchema(500).regex(/^\/\S+$/);
/** Gross weight of a piece, mg (at most 5 kg). */
export const grossMgSchema = z.number().int().min(1).max(5_000_000);
/** Weight of its stones, mg (part of the gross weight). */
export const stoneMgSchema = z.number().int().min(0).max(5_000_000);

export const branchRefSchema = namedRecordSchema;
export type BranchRef = z.infer<typeof branchRefSchema>;

/** The transfer a piece in transit travels on, and where it goes. */
export const pieceTransitSchema = z.object({ documentId: z.number().int(), number: z.string(), toBranch: branchRefSchema });
export type PieceTransit = z.infer<typeof pieceTransitSchema>;

export const jewelryPieceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The production item it was made as; null for a piece bought in. */
  itemId: z.number().int().nullable(),
  description: z.string(),
  categoryId: z.number().int().nullable(),
  materialId: z.number().int(),
  materialCode: z.string(),
  grossMg: z.number().int(),
  stoneMg: z.number().int(),
  /** gross − stones: the metal the ledger holds for it at its branch's counter. */
  metalMg: z.number().int(),
  photos: z.array(z.string()),
  branch: branchRefSchema,
  frozen: z.boolean(),
  state: pieceStateSchema,
  /** While in transit (its `branch` is the one that sent it); null otherwise. */
  transit: pieceTransitSchema.nullable(),
  note: z.string(),
  acceptedAt: z.iso.datetime(),
});
export type JewelryPiece = z.infer<typeof jewelryPieceSchema>;

const optionalId = idQuerySchema.optional();

/**
 * GET /api/stock/pieces (`/jewelry/stock/currently`): newest first; in stock unless `state` says otherwise.
 * In transit with a branch: the pieces that branch sent and those on their way to it.
 */
export const findPiecesQuerySchema = z.strictObject({
  state: pieceStateSchema.default('in_stock'),
  branchId: optionalId,
  categoryId: optionalId,
  materialId: optionalId,
  frozen: z.enum(['true', 'false']).optional(),
  /** The start of a code, or words of the description. */
  search: textSchema(60).optional(),
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number | string>().int().min(1).max(200).default(50),
});
export type FindPiecesQuery = z.input<typeof findPiecesQuerySchema>;

const weightTotals = z.object({ count: z.number().int(), grossMg: z.number().int(), metalMg: z.number().int() });
export const findPiecesResponseSchema = z.object({
  items: z.array(jewelryPieceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over every piece the filter keeps. */
  totals: weightTotals,
  byCategory: z.array(weightTotals.extend({ categoryId: z.number().int().nullable() })),
  byMaterial: z.array(weightTotals.extend({ materialId: z.number().int() })),
});
export type FindPiecesResponse = z.infer<typeof findPiecesResponseSchema>;

/** POST /api/stock/pieces/{id}/freeze: a frozen piece cannot be sold, moved or cancelled (a hold for a customer, a check). */
export const freezePieceBodySchema = z.strictObject({ frozen: z.boolean(), note: noteSchema.default('') });
export type FreezePieceBody = z.input<typeof freezePieceBodySchema>;

export { idSchema, noteSchema };
