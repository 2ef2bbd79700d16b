import { z } from 'zod';
import { roles } from '../../roles';
import { idSchema, nameSchema } from '../common';
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
  staffId: idSchema.nullable().default(null),
  branchId: idSchema.nullable().default(null),
});
export type CreateUserBody = z.input<typeof createUserBodySchema>;
export const createUserResponseSchema = userAccountSchema;
