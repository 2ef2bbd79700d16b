import { z } from 'zod';
import { idSchema } from '../common';
import { waxMgSchema, waxPieceSchema } from './cast';

/** POST /api/casting/wax: a wax piece made for an item at the waxing stage (409 otherwise), weighed. */
export const createWaxPieceBodySchema = z.strictObject({
  itemId: idSchema,
  waxMg: waxMgSchema,
});
export type CreateWaxPieceBody = z.input<typeof createWaxPieceBodySchema>;
export const createWaxPieceResponseSchema = waxPieceSchema;
