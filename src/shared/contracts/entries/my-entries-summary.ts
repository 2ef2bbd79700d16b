import { z } from 'zod';
import { monthSchema } from '../common';
import { holderRefSchema } from '../materials/material';
import { entryRunningSchema, entryStateSchema, entryTypeValues } from './entry';

/**
 * GET /api/entries/mine/summary?month=YYYY-MM: the signed-in jeweller's own
 * figures for their home page. The month defaults to the shop's current month
 * (Asia/Phnom_Penh). Someone without a bench (an owner) gets empty figures.
 */
export const myEntriesSummaryQuerySchema = z.strictObject({ month: monthSchema.optional() });
export type MyEntriesSummaryQuery = z.input<typeof myEntriesSummaryQuerySchema>;

/** Metal a bench holds now, per material (the materials ledger's balance), mg. */
export const heldMetalSchema = z.object({
  materialId: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  mg: z.number().int(),
});

/** An entry not yet accepted, with its figures after the returns so far. */
export const openEntrySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.enum(entryTypeValues),
  state: entryStateSchema,
  materialId: z.number().int(),
  pieceCount: z.number().int(),
  /** init + spare, mg. */
  issuedMg: z.number().int(),
  allowedLossPermille: z.number().int(),
  running: entryRunningSchema,
  createdAt: z.iso.datetime(),
});

export const myEntriesSummarySchema = z.object({
  month: z.string(),
  /** The jeweller's bench holders (usually one). */
  benches: z.array(holderRefSchema),
  /** Metal held now over those benches, per material with a non-zero balance. */
  held: z.array(heldMetalSchema),
  /** Entries in progress, closable, sent back or waiting to accept, newest first. */
  openEntries: z.array(openEntrySchema),
  /** The entries closed in the month (waiting to accept or accepted): their loss against the allowance. */
  monthLoss: z.object({
    entries: z.number().int(),
    issuedMg: z.number().int(),
    lossMg: z.number().int(),
    /** Σ of each entry's allowance (issued × its category's ‰ ÷ 1000, floored), mg. */
    allowedLossMg: z.number().int(),
    /** lossMg in hundredths of a per-mille of issuedMg; null when nothing was closed. */
    lossCentiPermille: z.number().int().nullable(),
    overAllowance: z.boolean(),
  }),
});
export type MyEntriesSummary = z.infer<typeof myEntriesSummarySchema>;
