import { z } from 'zod';
import { idQuerySchema, idSchema, pageOf, pageQueryShape, searchSchema } from '../common';
import { noteSchema } from '../materials/material';
import { branchRefSchema } from '../stock/jewelry-piece';
import { stoneBalanceSchema, stoneLotRefSchema, stoneShapeSchema, stoneTargetSchema } from './stone';
import { preparationStates } from './stone-preparations';

/**
 * Gem reports (`/gem_report`, `/gem_report/add`, `/gem_report/detail-{id}`):
 * what was prepared for a production item or an order, as it stood when the
 * report was made, printable. Each is a new numbered document
 * (`GR-PP-CM-2026-000001`: gapless per branch and year) and never changes.
 */

/** One preparation, as it stood. */
export const gemReportLineSchema = z.object({
  preparationId: z.number().int(),
  lot: stoneLotRefSchema,
  prepared: stoneBalanceSchema,
  held: stoneBalanceSchema,
  set: stoneBalanceSchema,
  returned: stoneBalanceSchema,
  state: z.enum(preparationStates),
  preparedAt: z.iso.datetime(),
});
export type GemReportLine = z.infer<typeof gemReportLineSchema>;

/** The lines summed by stone type, shape and size. */
export const gemReportGroupSchema = z.object({
  stoneType: z.string(),
  shape: stoneShapeSchema,
  sizeCmm: z.number().int(),
  prepared: stoneBalanceSchema,
  held: stoneBalanceSchema,
  set: stoneBalanceSchema,
  returned: stoneBalanceSchema,
});
export type GemReportGroup = z.infer<typeof gemReportGroupSchema>;

export const gemReportSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  branch: branchRefSchema,
  target: stoneTargetSchema,
  note: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  lines: z.array(gemReportLineSchema),
  groups: z.array(gemReportGroupSchema),
  totals: z.object({ prepared: stoneBalanceSchema, held: stoneBalanceSchema, set: stoneBalanceSchema, returned: stoneBalanceSchema }),
});
export type GemReport = z.infer<typeof gemReportSchema>;

/** POST /api/stones/gem-reports: a new report for an item or an order (exactly one); 422 when nothing was prepared for it. Answers the report (201). */
export const createGemReportBodySchema = z.strictObject({
  branchId: idSchema,
  itemId: idSchema.nullable().default(null),
  preOrderId: idSchema.nullable().default(null),
  note: noteSchema.default(''),
});
export type CreateGemReportBody = z.input<typeof createGemReportBodySchema>;

const optionalId = idQuerySchema.optional();

/** GET /api/stones/gem-reports: newest first. */
export const findGemReportsQuerySchema = z.strictObject({
  ...pageQueryShape,
  branchId: optionalId,
  itemId: optionalId,
  preOrderId: optionalId,
  /** The start of a report number, or of the item's code or the order's number. */
  search: searchSchema.optional(),
});
export type FindGemReportsQuery = z.input<typeof findGemReportsQuerySchema>;

export const gemReportSummarySchema = gemReportSchema.omit({ lines: true, groups: true });
export type GemReportSummary = z.infer<typeof gemReportSummarySchema>;
export const findGemReportsResponseSchema = pageOf(gemReportSummarySchema);
export type FindGemReportsResponse = z.infer<typeof findGemReportsResponseSchema>;
