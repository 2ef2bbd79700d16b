import { z } from 'zod';
import { textSchema } from '../common';
import { stoneShapeValues } from '../entries/entry-stones';

/**
 * Stones (DESIGN §3.7): counted in pieces and weighed in milli-carats
 * (1 ct = 1000 mct, integers), sized in hundredths of a millimetre
 * (1.50 mm = 150), as the entries module records the stones it sets.
 */
export { stoneShapeValues };
export type StoneShape = (typeof stoneShapeValues)[number];
export const stoneShapeSchema = z.enum(stoneShapeValues);

/** A stone type as the shop names it (Diamond, Ruby, CZ …); compared without regard to case. */
export const stoneTypeSchema = textSchema(60).min(1);
/** Size in hundredths of a millimetre: 1.50 mm = 150 (as entries record it). */
export const sizeCmmSchema = z.number().int().min(1).max(100_000);
/** Stones taken or given on one operation. */
export const stoneCountSchema = z.number().int().min(1).max(1_000_000);
/** Their weight on one operation, milli-carats (at most 100,000 ct). */
export const weightMctSchema = z.number().int().min(1).max(100_000_000);
/** Colour or quality of a lot ("D", "VS1", "pigeon blood"); empty when not graded. */
export const stoneGradeSchema = textSchema(40);
/** A cost or a price per carat, USD cents (at most $1,000,000 a carat). */
export const centsPerCaratSchema = z.number().int().min(0).max(100_000_000);

const id = z.number().int();

/** A count of stones and their weight. */
export const stoneBalanceSchema = z.object({ count: z.number().int(), weightMct: z.number().int() });
export type StoneBalance = z.infer<typeof stoneBalanceSchema>;

/** A lot as other records name it. */
export const stoneLotRefSchema = z.object({
  id,
  /** e.g. SL-2026-000012: numbered without gaps per year. */
  code: z.string(),
  stoneType: z.string(),
  shape: stoneShapeSchema,
  sizeCmm: z.number().int(),
  colour: z.string(),
  quality: z.string(),
});
export type StoneLotRef = z.infer<typeof stoneLotRefSchema>;

/** What stones are prepared for: a production item or a customer's order (pre-order). */
export const stoneTargetKinds = ['item', 'pre_order'] as const;
export type StoneTargetKind = (typeof stoneTargetKinds)[number];
export const stoneTargetSchema = z.object({
  kind: z.enum(stoneTargetKinds),
  id,
  /** The item's code (IT-…) or the order's number (PO-…). */
  code: z.string(),
  description: z.string(),
});
export type StoneTarget = z.infer<typeof stoneTargetSchema>;

/** A document another module numbered, as a stone movement links to it (an entry, an invoice). */
/** The document a stone movement belongs to; `opening`: stones in stock on the go-live day (an opening document, DESIGN §3.11). */
export const stoneDocumentTypes = ['entry', 'invoice', 'opening'] as const;
export const stoneDocumentRefSchema = z.object({ type: z.enum(stoneDocumentTypes), id, number: z.string() });
export type StoneDocumentRef = z.infer<typeof stoneDocumentRefSchema>;
