import { z } from 'zod';
import { idSchema } from '../common';
import { shopDaySchema, staffRefSchema } from './invoice';
import { personRefSchema } from '../platform/person';

/**
 * Staff incentives (`/incentive`): a rule per jewelry category, an amount per
 * piece sold or a share of its making charge (after the group discount). The
 * incentive is fixed on the invoice line when sold (a later rule does not
 * rewrite it); a voided invoice earns nothing. A period's incentives are
 * paid out once per staff.
 */
export const incentiveModes = ['per_piece', 'percent_of_making'] as const;
export type IncentiveMode = (typeof incentiveModes)[number];

export const incentiveRuleSchema = z.object({
  categoryId: z.number().int(),
  mode: z.enum(incentiveModes),
  amountCents: z.number().int(),
  percentBp: z.number().int(),
});
export type IncentiveRule = z.infer<typeof incentiveRuleSchema>;
export const findIncentiveRulesResponseSchema = z.object({ items: z.array(incentiveRuleSchema) });

/** PUT /api/sales/incentive-rules/{categoryId} (owner). */
export const setIncentiveRuleBodySchema = z.strictObject({
  mode: z.enum(incentiveModes),
  amountCents: z.number().int().min(0).max(1_000_000),
  percentBp: z.number().int().min(0).max(10_000),
});
export type SetIncentiveRuleBody = z.infer<typeof setIncentiveRuleBodySchema>;

/** GET /api/sales/incentives?from=&to=: per seller, what they earned in the period and whether it was paid. */
export const findIncentivesQuerySchema = z.strictObject({ from: shopDaySchema, to: shopDaySchema });
export type FindIncentivesQuery = z.infer<typeof findIncentivesQuerySchema>;

export const staffIncentiveSchema = z.object({
  staff: staffRefSchema,
  invoiceCount: z.number().int(),
  pieceCount: z.number().int(),
  salesCents: z.number().int(),
  incentiveCents: z.number().int(),
  /** Paid for exactly this period. */
  payout: z.object({ id: z.number().int(), amountCents: z.number().int(), paidAt: z.iso.datetime(), paidBy: z.string().nullable(), paidByPerson: personRefSchema.nullable().optional() }).nullable(),
});
export type StaffIncentive = z.infer<typeof staffIncentiveSchema>;
export const findIncentivesResponseSchema = z.object({ from: shopDaySchema, to: shopDaySchema, items: z.array(staffIncentiveSchema) });
export type FindIncentivesResponse = z.infer<typeof findIncentivesResponseSchema>;

/** POST /api/sales/incentive-payouts (owner, Idempotency-Key): pays a seller's incentives of a period, as computed now. */
export const payIncentiveBodySchema = z.strictObject({ staffId: idSchema, from: shopDaySchema, to: shopDaySchema });
export type PayIncentiveBody = z.infer<typeof payIncentiveBodySchema>;
