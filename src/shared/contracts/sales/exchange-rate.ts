import { z } from 'zod';
import { notYearZeroPattern } from '../common';

/** The day's exchange rate (DESIGN §2): riel per US dollar, a setting with history; an invoice keeps the one it used. */
export const khrPerUsdInputSchema = z.number().int().min(1_000).max(10_000);

export const exchangeRateSchema = z.object({
  id: z.number().int(),
  khrPerUsd: z.number().int(),
  effectiveAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** GET /api/sales/exchange-rates: the rate in force (null before the first) and the history, newest first. */
export const getExchangeRatesResponseSchema = z.object({ current: exchangeRateSchema.nullable(), history: z.array(exchangeRateSchema) });
export type GetExchangeRatesResponse = z.infer<typeof getExchangeRatesResponseSchema>;

/** POST /api/sales/exchange-rates (owner): a new rate, in force from `effectiveAt` (now when omitted). */
export const setExchangeRateBodySchema = z.strictObject({
  khrPerUsd: khrPerUsdInputSchema,
  effectiveAt: z.iso.datetime().max(40).regex(notYearZeroPattern).optional(),
});
export type SetExchangeRateBody = z.infer<typeof setExchangeRateBodySchema>;
