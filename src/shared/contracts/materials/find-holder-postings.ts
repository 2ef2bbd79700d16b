import { z } from 'zod';
import { daySchema, idQuerySchema, pageOf, pageQueryShape } from '../common';
import { holderRefSchema, materialDocumentKinds } from './material';

const day = daySchema;

/** Filters of a holder's history: material, and days `from`..`to` inclusive in the shop's time zone. */
export const holderPostingsFilterShape = {
  materialId: idQuerySchema.optional(),
  from: day.optional(),
  to: day.optional(),
};

/** GET /api/materials/holders/{id}/postings: newest first. */
export const findHolderPostingsQuerySchema = z.strictObject({ ...holderPostingsFilterShape, ...pageQueryShape });
export type FindHolderPostingsQuery = z.input<typeof findHolderPostingsQuerySchema>;

/** GET /api/materials/holders/{id}/postings.csv: the same rows, every page, as CSV with a UTF-8 BOM. */
export const exportHolderPostingsQuerySchema = z.strictObject({
  ...holderPostingsFilterShape,
  locale: z.enum(['kh', 'en']).optional(),
});
export type ExportHolderPostingsQuery = z.input<typeof exportHolderPostingsQuerySchema>;

export const holderPostingSchema = z.object({
  postingId: z.number().int(),
  createdAt: z.iso.datetime(),
  materialId: z.number().int(),
  materialCode: z.string(),
  /** Signed for this holder: + received, − given. */
  mg: z.number().int(),
  counterparty: holderRefSchema,
  reason: z.string(),
  document: z.object({
    type: z.string(),
    id: z.string(),
    /** Set for the materials module's own documents (a slip to open). */
    materialDocumentId: z.number().int().nullable(),
    number: z.string().nullable(),
    kind: z.enum(materialDocumentKinds).nullable(),
  }),
  reversesPostingId: z.number().int().nullable(),
  reversed: z.boolean(),
  createdBy: z.string().nullable(),
});
export type HolderPosting = z.infer<typeof holderPostingSchema>;

export const findHolderPostingsResponseSchema = pageOf(holderPostingSchema).extend({
  /** Sum of the filtered postings per material, signed. */
  netByMaterial: z.array(z.object({ materialId: z.number().int(), mg: z.number().int() })),
});
export type FindHolderPostingsResponse = z.infer<typeof findHolderPostingsResponseSchema>;
