import { z } from 'zod';

/** The shop's KHQR receiving account (setting `sales.khqr`); an empty account turns KHQR off at the POS. */
export const khqrSettingsSchema = z.strictObject({
  /** Bakong account id, e.g. `shop@aclb`; empty: not set up. */
  accountId: z.union([z.literal(''), z.string().trim().regex(/^[A-Za-z0-9._-]{1,32}@[A-Za-z0-9]{1,12}$/)]),
  merchantName: z.string().trim().min(1).max(25),
  merchantCity: z.string().trim().min(1).max(15),
});
export type KhqrSettings = z.infer<typeof khqrSettingsSchema>;
