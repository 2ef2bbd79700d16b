import { z } from 'zod';
import { paymentMethods } from '../../sales/tender';
import { currencySchema } from '../../units';
import { idSchema, textSchema } from '../common';
import { shopDaySchema } from './invoice';

/**
 * A branch's till for one shop day (DESIGN §3.8, `/statement_by_day`):
 * opened with a float per currency, cash moved in or out with a reason,
 * closed with what was counted per method and currency against what was
 * expected (shared/sales/till-close.ts), signed off by a manager. Amounts
 * are whole minor units of their currency (cents, riel); a closed day takes
 * no payment.
 */
const minorAmount = z.number().int().min(0).max(100_000_000_00);

/** POST /api/sales/tills (Idempotency-Key): open the branch's till for a shop day (today when absent). */
export const openTillBodySchema = z.strictObject({
  branchId: idSchema,
  day: shopDaySchema.optional(),
  floats: z
    .array(z.strictObject({ currency: currencySchema, amountMinor: minorAmount }))
    .max(2)
    .default([]),
  note: textSchema(500).default(''),
});
export type OpenTillBody = z.input<typeof openTillBodySchema>;

/** POST /api/sales/tills/{id}/cash-moves (Idempotency-Key): cash put in or taken out, with why. */
export const tillCashMoveBodySchema = z.strictObject({
  direction: z.enum(['in', 'out']),
  currency: currencySchema,
  amountMinor: minorAmount.min(1),
  reason: textSchema(300).min(1),
});
export type TillCashMoveBody = z.input<typeof tillCashMoveBodySchema>;

/** POST /api/sales/tills/{id}/close (Idempotency-Key): what was counted, per method and currency. */
export const closeTillBodySchema = z.strictObject({
  counts: z
    .array(z.strictObject({ method: z.enum(paymentMethods), currency: currencySchema, countedMinor: minorAmount }))
    .min(1)
    .max(8),
  note: textSchema(500).default(''),
});
export type CloseTillBody = z.input<typeof closeTillBodySchema>;

/** POST /api/sales/tills/{id}/sign (a manager or the owner): the close signed off. */
export const signTillBodySchema = z.strictObject({ note: textSchema(500).default('') });
export type SignTillBody = z.input<typeof signTillBodySchema>;

export const tillLineSchema = z.object({
  method: z.enum(paymentMethods),
  currency: currencySchema,
  expectedMinor: z.number().int(),
  /** Null until the till is closed. */
  countedMinor: z.number().int().nullable(),
  differenceMinor: z.number().int().nullable(),
});

export const tillCashMoveSchema = z.object({
  id: z.number().int(),
  currency: currencySchema,
  /** Signed: in positive, out negative. */
  amountMinor: z.number().int(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const tillSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  day: shopDaySchema,
  openedBy: z.string().nullable(),
  openedAt: z.iso.datetime(),
  closedBy: z.string().nullable(),
  closedAt: z.iso.datetime().nullable(),
  signedBy: z.string().nullable(),
  signedAt: z.iso.datetime().nullable(),
  note: z.string(),
  floats: z.array(z.object({ currency: currencySchema, amountMinor: z.number().int() })),
  cashMoves: z.array(tillCashMoveSchema),
  /** Expected per method and currency (so far while open); counted and the difference once closed. */
  lines: z.array(tillLineSchema),
});
export type Till = z.infer<typeof tillSchema>;
