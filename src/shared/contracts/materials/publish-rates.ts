import { z } from 'zod';
import { idSchema, instantSchema, textSchema } from '../common';
import { khrPerUsdInputSchema } from '../sales/exchange-rate';
import { quotedPerValues } from '../../materials/rate-derivation';
import { centsPerChiSchema, materialRateSchema } from './material';

/** A price as typed per chi or per damleung (10 chi), USD cents. */
export const quotedCentsSchema = z.number().int().min(0).max(1_000_000_00);

/**
 * One material's line: without figures it follows the base (by purity and
 * its premium, src/shared/materials/rate-derivation.ts); with both it is
 * overridden (an `own` material, silver, is always typed).
 */
export const publishRateLineSchema = z.strictObject({
  materialId: idSchema,
  askCentsPerChi: centsPerChiSchema.optional(),
  bidCentsPerChi: centsPerChiSchema.optional(),
});
export type PublishRateLine = z.input<typeof publishRateLineSchema>;

/**
 * POST /api/materials/rates/publish (owner): the morning rates in one save
 * (DESIGN §3.2). The base metal's ask and bid as typed, one line per active
 * material, and the riel rate if it changes: every rate takes effect at the
 * same instant (now when omitted), with the publication's id. The server
 * derives every line that is not overridden itself. Refused with 400 per
 * field: a rate of 0, a bid above its ask, a premium that makes a rate
 * negative, a line missing or repeated, an inactive material.
 */
export const publishRatesBodySchema = z.strictObject({
  quotedPer: z.enum(quotedPerValues),
  /** USD cents per `quotedPer`. */
  baseAskCents: quotedCentsSchema,
  baseBidCents: quotedCentsSchema,
  lines: z.array(publishRateLineSchema).max(200),
  khrPerUsd: khrPerUsdInputSchema.optional(),
  effectiveAt: instantSchema.optional(),
  note: textSchema(500).default(''),
});
export type PublishRatesBody = z.input<typeof publishRatesBodySchema>;

/** One publish as the history shows it. */
export const ratePublicationSchema = z.object({
  id: z.number().int(),
  effectiveAt: z.iso.datetime(),
  quotedPer: z.enum(quotedPerValues),
  baseMaterialId: z.number().int().nullable(),
  baseAskCentsPerChi: z.number().int().nullable(),
  baseBidCentsPerChi: z.number().int().nullable(),
  /** The riel rate published with it, if any. */
  khrPerUsd: z.number().int().nullable(),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  rates: z.array(materialRateSchema),
});
export type RatePublication = z.infer<typeof ratePublicationSchema>;
export const publishRatesResponseSchema = ratePublicationSchema;
