import { z } from 'zod';
import { idSchema } from '../common';
import { castDetailSchema, maxWaxPiecesPerCast, noteSchema, shopDaySchema } from './cast';

/**
 * POST /api/casting/casts: a tree of waiting wax pieces, all of items of the
 * cast's material. Metal comes from `sourceHolderId` (default: the first
 * active safe) to `castingHolderId` (default: the first active casting room).
 */
export const createCastBodySchema = z.strictObject({
  castOn: shopDaySchema,
  handlerStaffId: idSchema.nullable().optional(),
  materialId: idSchema,
  waxPieceIds: z.array(idSchema).min(1).max(maxWaxPiecesPerCast),
  sourceHolderId: idSchema.nullable().optional(),
  castingHolderId: idSchema.nullable().optional(),
  note: noteSchema.default(''),
});
export type CreateCastBody = z.input<typeof createCastBodySchema>;
export const createCastResponseSchema = castDetailSchema;
