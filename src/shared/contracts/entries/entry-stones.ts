import { z } from 'zod';
import { idParamSchema, idSchema, textSchema } from '../common';
import { postingDateFields } from '../ledger/posting-date';
import { entryDetailSchema } from './entry';

/** Stone shapes a setter records (DESIGN §3.7). */
export const stoneShapeValues = ['round', 'princess', 'oval', 'pear', 'marquise', 'emerald', 'heart', 'baguette', 'other'] as const;

/**
 * POST /api/entries/{id}/stones (`/entry/gem-{id}`): stones set in one of
 * the entry's pieces: type, shape, size (hundredths of a mm), count and weight
 * (milli-carats, 1 ct = 1000 mct). Allowed until the entry is accepted.
 */
export const addEntryStoneBodySchema = z.strictObject({
  pieceId: idSchema,
  stoneType: textSchema(60).min(1),
  shape: z.enum(stoneShapeValues),
  /** 1.50 mm = 150. */
  sizeCmm: z.number().int().min(1).max(100_000),
  count: z.number().int().min(1).max(10_000),
  weightMct: z.number().int().min(0).max(10_000_000),
  /**
   * The stone lot they are drawn from (`/gem_stone`), if any: the line must
   * describe the lot's stones (type, shape, size) and weigh something; the
   * stones come from what the lot's preparations hold for the piece's item,
   * else from the lot; removing the line gives them back.
   */
  lotId: idSchema.optional(),
  /** The day the lot's stones are set (ledger/posting-date.ts): today unless back-dated; only with a lot (nothing moves otherwise). */
  ...postingDateFields,
});
export type AddEntryStoneBody = z.input<typeof addEntryStoneBodySchema>;

export const entryStoneSchema = z.object({
  id: z.number().int(),
  pieceId: z.number().int(),
  stoneType: z.string(),
  shape: z.enum(stoneShapeValues),
  sizeCmm: z.number().int(),
  count: z.number().int(),
  weightMct: z.number().int(),
  /** The stone lot they were drawn from. */
  lot: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type EntryStone = z.infer<typeof entryStoneSchema>;

/** GET /api/entries/{id}/stones: the entry and the stones set in its pieces. */
export const entryStonesResponseSchema = z.object({ entry: entryDetailSchema, stones: z.array(entryStoneSchema) });
export type EntryStonesResponse = z.infer<typeof entryStonesResponseSchema>;

/** DELETE /api/entries/{id}/stones/{stoneId}: a line entered by mistake, before acceptance. */
export const entryStoneParamsSchema = z.strictObject({
  id: idParamSchema,
  stoneId: idParamSchema,
});

/**
 * Its body, if any: the day a lot's stones go back to it (ledger/posting-date.ts),
 * today unless back-dated; a line without a lot moves nothing. None (no body) is today.
 */
export const removeEntryStoneBodySchema = z.strictObject({ ...postingDateFields }).nullish();
export type RemoveEntryStoneBody = z.input<typeof removeEntryStoneBodySchema>;
