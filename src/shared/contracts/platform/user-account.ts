import { z } from 'zod';
import { roles } from '../../roles';
import { textSchema } from '../common';

/** User names are lowercase: letters, digits, dot, underscore, hyphen. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(32)
  .regex(/^[a-z0-9._-]+$/);

/** At least 10 characters (DESIGN §5); jewellers may have none and sign in by QR. */
export const newPasswordSchema = textSchema(256, { trim: false }).min(10);

export const userAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(roles),
  staffId: z.number().int().nullable(),
  branchId: z.number().int().nullable(),
  active: z.boolean(),
  /** False for accounts that sign in only by QR link. */
  hasPassword: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;
