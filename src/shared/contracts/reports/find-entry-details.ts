import { z } from 'zod';
import { namedRecordSchema } from '../common';
import { entryStates } from '../../entries/entry-states';
import { reportEntryTypes } from './get-entry-report';
import {
  materialRefSchema,
  rangeInOrder,
  rangeInOrderMessage,
  reportFilterShape,
  reportHolderSchema,
  reportIdSchema,
  reportPageShape,
  reportPeriodSchema,
} from './report-common';

/**
 * GET /api/reports/entry-detail (`/report/entry-detail`): the entries created
 * in the period one by one (a page, newest first), each with its weights and
 * loss against its category's allowance, and the filter's totals per
 * material. `staffId` keeps the benches of that staff member.
 */
export const entryDetailsFilterShape = {
  from: reportFilterShape.from,
  to: reportFilterShape.to,
  materialId: reportFilterShape.materialId,
  staffId: reportFilterShape.staffId,
  /** A jeweller's bench (holder). */
  jewellerHolderId: reportIdSchema.optional(),
  categoryId: reportIdSchema.optional(),
  state: z.enum(entryStates).optional(),
  type: z.enum(reportEntryTypes).optional(),
  /** Only the entries closed (waiting to accept or accepted) with a loss over their allowance, or only the others. */
  overAllowance: z.enum(['true', 'false']).optional(),
};

export const findEntryDetailsQuerySchema = z
  .strictObject({ ...entryDetailsFilterShape, ...reportPageShape })
  .refine(rangeInOrder, rangeInOrderMessage);
export type FindEntryDetailsQuery = z.input<typeof findEntryDetailsQuerySchema>;

export const entryDetailRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.iso.datetime(),
  type: z.enum(reportEntryTypes),
  state: z.enum(entryStates),
  category: namedRecordSchema.extend({ allowedLossPermille: z.number().int() }),
  material: materialRefSchema,
  jeweller: reportHolderSchema,
  pieceCount: z.number().int(),
  /** The pieces' issued weight. */
  initMg: z.number().int(),
  spareMg: z.number().int(),
  /** init + spare. */
  issuedMg: z.number().int(),
  /** Weighed at close; null until closed. */
  returnedMg: z.number().int().nullable(),
  /** issued − returned, once closed. */
  lossMg: z.number().int().nullable(),
  /** ⌊issued × ‰ ÷ 1000⌋. */
  allowedMg: z.number().int(),
  lossBasisPoints: z.number().int().nullable(),
  overAllowance: z.boolean(),
  overAllowanceReason: z.string().nullable(),
  closedAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
});
export type EntryDetailRow = z.infer<typeof entryDetailRowSchema>;

export const entryDetailsSchema = z.object({
  period: reportPeriodSchema,
  items: z.array(entryDetailRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per material over every entry of the filter (not only the page). */
  totals: z.array(
    z.object({
      material: materialRefSchema,
      entryCount: z.number().int(),
      issuedMg: z.number().int(),
      /** Of the closed entries (waiting to accept or accepted): issued, returned, loss and allowance. */
      closedIssuedMg: z.number().int(),
      returnedMg: z.number().int(),
      lossMg: z.number().int(),
      allowedMg: z.number().int(),
    }),
  ),
});
export type EntryDetails = z.infer<typeof entryDetailsSchema>;
