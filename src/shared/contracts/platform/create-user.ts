import { z } from 'zod';
import { roles } from '../../roles';
import { nameSchema } from '../common';
import { newPasswordSchema, userAccountSchema, usernameSchema } from './user-account';

/**
 * POST /api/platform/users. Without a password the account signs in only by
 * a QR link (jewellers); roles that administer the platform need one.
 */
export const createUserBodySchema = z.strictObject({
  username: usernameSchema,
  displayName: nameSchema,
  role: z.enum(roles),
  password: newPasswordSchema.optional(),
  staffId: z.number().int().positive().nullable().default(null),
  branchId: z.number().int().positive().nullable().default(null),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;
export const createUserResponseSchema = userAccountSchema;
