import { z } from 'zod';
import { roles } from '../../roles';
import { timeZoneSchema } from './platform-settings';

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(roles),
  staffId: z.number().int().nullable(),
  branchId: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({
  user: sessionUserSchema,
  permissions: z.array(z.string()),
  /** The shop.timeZone setting: the web counts shop days in it (given by GET /me; the sign-in answers leave it out). */
  shopTimeZone: timeZoneSchema.optional(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
