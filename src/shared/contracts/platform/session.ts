import { z } from 'zod';
import { roles } from '../../roles';

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(roles),
  staffId: z.number().int().nullable(),
  branchId: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema, permissions: z.array(z.string()) });
export type MeResponse = z.infer<typeof meResponseSchema>;
