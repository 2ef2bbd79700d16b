import { z } from 'zod';
import { roles } from '../../roles';
import { idQuerySchema, pageOf, pageQueryShape, queryBoolean, searchSchema } from '../common';
import { userAccountSchema } from './user-account';

/** GET /api/platform/users, ordered by user name. */
export const findUsersQuerySchema = z.strictObject({
  ...pageQueryShape,
  role: z.enum(roles).optional(),
  branchId: idQuerySchema.optional(),
  active: queryBoolean().optional(),
  /** Matches the user name or the display name. */
  search: searchSchema.optional(),
});
export type FindUsersQuery = z.input<typeof findUsersQuerySchema>;
export const findUsersResponseSchema = pageOf(userAccountSchema);
export type FindUsersResponse = z.infer<typeof findUsersResponseSchema>;

