import { z } from 'zod';
import { textSchema } from '../common';
import { meResponseSchema } from './session';

export const loginBodySchema = z.object({
  username: textSchema(64).min(1),
  password: textSchema(256, { trim: false }).min(1),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = meResponseSchema;
