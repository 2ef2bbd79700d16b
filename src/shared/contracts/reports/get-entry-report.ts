import { z } from 'zod';
import { entryStates } from '../../entries/entry-states';
import { materialRefSchema, rangeInOrder, rangeInOrderMessage, reportFilterShape, reportHolderSchema, reportPeriodSchema } from './report-common';

/** The kinds of work a ticket is for (DESIGN §3.5). */
export const reportEntryTypes = ['making', 'repair', 'assembly', 'setting', 'polishing'] as const;

/**
 * GET /api/reports/entry (`/report/entry`): the jewellers' entries created in
 * the period, per jeweller's bench and material: how many, in which state
 * they are now, the metal issued, what came back on the closed ones, the
 * loss of the accepted ones against their allowance, and what is still on
 * the bench (issued on the entries not closed). `staffId` keeps the benches
 * of that staff member.
 */
export const entryReportFilterShape = {
  from: reportFilterShape.from,
  to: reportFilterShape.to,
  materialId: reportFilterShape.materialId,
  staffId: reportFilterShape.staffId,
};

export const getEntryReportQuerySchema = z
  .strictObject({ ...entryReportFilterShape })
  .refine(rangeInOrder, rangeInOrderMessage);
export type GetEntryReportQuery = z.input<typeof getEntryReportQuerySchema>;

export const entryFiguresShape = {
  material: materialRefSchema,
  entryCount: z.number().int(),
  pieceCount: z.number().int(),
  /** Entries in each state now. */
  inProgressCount: z.number().int(),
  closableCount: z.number().int(),
  waitingAcceptCount: z.number().int(),
  acceptedCount: z.number().int(),
  returnedCount: z.number().int(),
  /** Init + spare over every entry. */
  issuedMg: z.number().int(),
  /** What came back on the entries closed (waiting to accept or accepted). */
  returnedMg: z.number().int(),
  /** On the entries not closed (in progress, closable, sent back): their issued metal, still on the bench. */
  onBenchMg: z.number().int(),
  /** Of the accepted entries: issued, loss, allowance (Σ ⌊issued × ‰ ÷ 1000⌋), loss ÷ issued in basis points. */
  acceptedIssuedMg: z.number().int(),
  lossMg: z.number().int(),
  allowedMg: z.number().int(),
  overAllowanceCount: z.number().int(),
  lossBasisPoints: z.number().int().nullable(),
};

export const entryReportRowSchema = z.object({ jeweller: reportHolderSchema, ...entryFiguresShape });

export const entryReportSchema = z.object({
  period: reportPeriodSchema,
  /** Per jeweller's bench and material, in the benches' code order. */
  byJeweller: z.array(entryReportRowSchema),
  /** Per type of work and material. */
  byType: z.array(z.object({ type: z.enum(reportEntryTypes), ...entryFiguresShape })),
  /** Per material: all of them. */
  totals: z.array(z.object(entryFiguresShape)),
});
export type EntryReport = z.infer<typeof entryReportSchema>;

export const entryStateSchema = z.enum(entryStates);
