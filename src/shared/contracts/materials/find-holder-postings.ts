import { z } from 'zod';
import { daySchema, idQuerySchema, pageOf, pageQueryShape } from '../common';
import { exportShape } from '../platform/export-file';
import { personRefSchema } from '../platform/person';
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

/** GET /api/materials/holders/{id}/postings/export: the same rows as CSV or XLSX (export-file.ts). */
export const exportHolderPostingsFileQuerySchema = z.strictObject({ ...holderPostingsFilterShape, ...exportShape });

export const holderPostingSchema = z.object({
  postingId: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The shop day it belongs to (YYYY-MM-DD, docs/design.md §5): a back-dated slip's own day. The history shows this day. */
  postingDate: daySchema,
  materialId: z.number().int(),
  materialCode: z.string(),
  materialNameKh: z.string(),
  materialNameEn: z.string(),
  /** Signed for this holder: + received, − given. */
  mg: z.number().int(),
  counterparty: holderRefSchema,
  /** A code of shared/materials/posting-reasons.ts (older rows: the words typed then). */
  reason: z.string(),
  /** On a reversal: the reason of the posting it cancels. */
  reversesReason: z.string().nullable(),
  document: z.object({
    type: z.string(),
    id: z.string(),
    /** Set for the materials module's own documents (a slip to open). */
    materialDocumentId: z.number().int().nullable(),
    /** The number the document is known by (a slip's, an entry's, a cast's, an invoice's, a stock document's). */
    number: z.string().nullable(),
    kind: z.enum(materialDocumentKinds).nullable(),
  }),
  reversesPostingId: z.number().int().nullable(),
  reversed: z.boolean(),
  /** The login, for scripts; screens and exports show `by`. */
  createdBy: z.string().nullable(),
  by: personRefSchema.nullable(),
});
export type HolderPosting = z.infer<typeof holderPostingSchema>;

export const findHolderPostingsResponseSchema = pageOf(holderPostingSchema).extend({
  /** Sum of the filtered postings per material, signed. */
  netByMaterial: z.array(z.object({ materialId: z.number().int(), mg: z.number().int() })),
});
export type FindHolderPostingsResponse = z.infer<typeof findHolderPostingsResponseSchema>;
