import { z } from 'zod';
import { textSchema } from '../common';
import { currencySchema } from '../../units';

/** POST /api/sales/khqr: the KHQR code the POS shows for an amount and bill number (built by `bakong-khqr` from the shop's KHQR settings). */
export const khqrRequestBodySchema = z.strictObject({
  currency: currencySchema,
  amountMinor: z.number().int().min(1).max(100_000_000_00),
  billNumber: textSchema(25).min(1),
});
export type KhqrRequestBody = z.infer<typeof khqrRequestBodySchema>;

export const khqrSchema = z.object({
  /** The EMV text to draw as a QR code. */
  qr: z.string(),
  md5: z.string(),
  merchantName: z.string(),
  currency: currencySchema,
  amountMinor: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type Khqr = z.infer<typeof khqrSchema>;
