import { z } from 'zod';
import { meResponseSchema } from './session';

/** A manager asks for a one-time QR sign-in link for a staff member's account. */
export const createLoginLinkBodySchema = z.object({ userId: z.number().int().positive() });
export type CreateLoginLinkBody = z.infer<typeof createLoginLinkBodySchema>;
export const createLoginLinkResponseSchema = z.object({
  /** Path with query: /login/qr?token=…&user_id=… */
  path: z.string(),
  expiresAt: z.string(),
});
export type CreateLoginLinkResponse = z.infer<typeof createLoginLinkResponseSchema>;

/** The phone that opened the link exchanges its one-time token for a session. */
export const redeemLoginLinkBodySchema = z.object({
  token: z.string().min(16).max(128),
  userId: z.number().int().positive(),
});
export type RedeemLoginLinkBody = z.infer<typeof redeemLoginLinkBodySchema>;
export const redeemLoginLinkResponseSchema = meResponseSchema;
