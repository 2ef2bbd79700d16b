import { z } from 'zod';
import { idSchema, textSchema } from '../common';
import { meResponseSchema } from './session';

/** A manager asks for a one-time QR sign-in link for a staff member's account. */
export const createLoginLinkBodySchema = z.object({ userId: idSchema });
export type CreateLoginLinkBody = z.infer<typeof createLoginLinkBodySchema>;
export const createLoginLinkResponseSchema = z.object({
  /** Path with query: /login/qr?token=…&user_id=… */
  path: z.string(),
  expiresAt: z.string(),
});
export type CreateLoginLinkResponse = z.infer<typeof createLoginLinkResponseSchema>;

/** The phone that opened the link exchanges its one-time token for a session. */
export const redeemLoginLinkBodySchema = z.object({
  token: textSchema(128, { trim: false }).min(16),
  userId: idSchema,
});
export type RedeemLoginLinkBody = z.infer<typeof redeemLoginLinkBodySchema>;
export const redeemLoginLinkResponseSchema = meResponseSchema;
