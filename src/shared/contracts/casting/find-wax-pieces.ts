import { z } from 'zod';
import { pageOf, pageQueryShape } from '../common';
import { idSchema, waxPieceSchema } from './cast';

/** GET /api/casting/wax: wax pieces waiting for a cast, oldest first; `materialId` keeps those of that material. */
export const findWaxPiecesQuerySchema = z.strictObject({
  materialId: z.coerce.number<number | string>().pipe(idSchema).optional(),
  ...pageQueryShape,
});
export type FindWaxPiecesQuery = z.input<typeof findWaxPiecesQuerySchema>;
export const findWaxPiecesResponseSchema = pageOf(waxPieceSchema);
export type FindWaxPiecesResponse = z.infer<typeof findWaxPiecesResponseSchema>;
