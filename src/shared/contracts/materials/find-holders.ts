import { z } from 'zod';
import { queryBoolean } from '../common';
import { holderKindValues, holderSchema } from './material';

/** GET /api/materials/holders: ordered by kind then code, each with its balances per material. */
export const findHoldersQuerySchema = z.strictObject({
  kind: z.enum(holderKindValues).optional(),
  active: queryBoolean().optional(),
});
export type FindHoldersQuery = z.input<typeof findHoldersQuerySchema>;
export const findHoldersResponseSchema = z.object({ items: z.array(holderSchema) });
export type FindHoldersResponse = z.infer<typeof findHoldersResponseSchema>;
