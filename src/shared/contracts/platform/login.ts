import { z } from 'zod';
import { meResponseSchema } from './session';

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = meResponseSchema;
