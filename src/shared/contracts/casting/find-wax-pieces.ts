import { z } from 'zod';
import { idQuerySchema, pageOf, pageQueryShape } from '../common';
import { waxPieceSchema } from './cast';

/** GET /api/casting/wax: wax pieces waiting for a cast, oldest first; `materialId` keeps those of that material. */
export const findWaxPiecesQuerySchema = z.strictObject({
  materialId: idQuerySchema.optional(),
  ...pageQueryShape,
});
export type FindWaxPiecesQuery = z.input<typeof findWaxPiecesQuerySchema>;
export const findWaxPiecesResponseSchema = pageOf(waxPieceSchema);
export type FindWaxPiecesResponse = z.infer<typeof findWaxPiecesResponseSchema>;
