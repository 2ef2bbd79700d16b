import { z } from 'zod';
import { roles } from '../../roles';
import { idSchema, nameSchema } from '../common';
import { newPasswordSchema, userAccountSchema } from './user-account';

/**
 * PATCH /api/platform/users/{id}: only the given fields change.
 * `active: false` deactivates and ends the user's sessions; `password` resets
 * it (and ends the sessions of another user); `password: null` leaves QR sign-in only.
 */
export const updateUserBodySchema = z.strictObject({
  displayName: nameSchema.optional(),
  role: z.enum(roles).optional(),
  active: z.boolean().optional(),
  password: newPasswordSchema.nullable().optional(),
  staffId: idSchema.nullable().optional(),
  branchId: idSchema.nullable().optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;
export const updateUserResponseSchema = userAccountSchema;
