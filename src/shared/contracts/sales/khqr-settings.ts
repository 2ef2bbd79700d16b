import { z } from 'zod';
import { textSchema } from '../common';

/** The shop's KHQR receiving account (setting `sales.khqr`); an empty account turns KHQR off at the POS. */
export const khqrSettingsSchema = z.strictObject({
  /** Bakong account id, e.g. `shop@aclb`; empty: not set up. */
  accountId: z.union([z.literal(''), z.string().trim().regex(/^[A-Za-z0-9._-]{1,32}@[A-Za-z0-9]{1,12}$/)]),
  merchantName: textSchema(25).min(1),
  merchantCity: textSchema(15).min(1),
});
export type KhqrSettings = z.infer<typeof khqrSettingsSchema>;
