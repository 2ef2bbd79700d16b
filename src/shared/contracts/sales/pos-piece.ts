import { z } from 'zod';
import { idQuerySchema } from '../common';
import { pieceCodeSchema } from '../stock/jewelry-piece';

/**
 * GET /api/sales/pos/piece (the POS, as a code is scanned or typed): whether
 * the piece can be sold at this branch's counter now, and if not why (the
 * sale's own rule: unknown, sold, not in stock, at another branch, frozen), in
 * the caller's language. The cart is the POS's: a code already in it is
 * refused there before this is asked.
 */
export const posPieceQuerySchema = z.strictObject({
  branchId: idQuerySchema,
  code: pieceCodeSchema,
});
export type PosPieceQuery = z.input<typeof posPieceQuerySchema>;

export const posPieceRefusals = ['unknown', 'sold', 'inTransit', 'notInStock', 'otherBranch', 'frozen'] as const;
export type PosPieceRefusal = (typeof posPieceRefusals)[number];

export const posPieceSchema = z.object({
  code: z.string(),
  saleable: z.boolean(),
  /** Null when saleable. */
  refusal: z.enum(posPieceRefusals).nullable(),
  /** The refusal as the cashier reads it, in the request's language; null when saleable. */
  message: z.string().nullable(),
  /** Null when no piece has the code. */
  piece: z
    .object({ id: z.number().int(), code: z.string(), description: z.string(), materialCode: z.string(), branchCode: z.string() })
    .nullable(),
});
export type PosPiece = z.infer<typeof posPieceSchema>;
