import { z } from 'zod';
import { staffKinds } from '../platform/staff-member';
import { materialRefSchema, rangeInOrder, rangeInOrderMessage, reportFilterShape, reportPeriodSchema, staffRefSchema } from './report-common';

/**
 * GET /api/reports/staff (`/report/staff`): what each staff member made and
 * lost in the period. At the bench: the entries accepted in the period on
 * their benches (holders linked to them): pieces done, metal issued, what
 * came back (their output), loss against the allowance. At casting: the
 * casts they handled cast in the period (by cast day, as the cast report):
 * how many, and of the finished ones the metal poured, pieces and loss. At the
 * counter: the invoices they sold in the period (voided ones left out) in
 * `branchId` if given.
 */
export const staffReportFilterShape = {
  from: reportFilterShape.from,
  to: reportFilterShape.to,
  materialId: reportFilterShape.materialId,
  staffId: reportFilterShape.staffId,
  branchId: reportFilterShape.branchId,
};

export const getStaffReportQuerySchema = z
  .strictObject({ ...staffReportFilterShape })
  .refine(rangeInOrder, rangeInOrderMessage);
export type GetStaffReportQuery = z.input<typeof getStaffReportQuerySchema>;

export const staffMemberSchema = staffRefSchema.extend({ kind: z.enum(staffKinds) });

/** One staff member's work in one material. */
export const staffWorkRowSchema = z.object({
  staff: staffMemberSchema,
  material: materialRefSchema,
  entryCount: z.number().int(),
  piecesDone: z.number().int(),
  issuedMg: z.number().int(),
  /** What came back on those entries: the bench's output. */
  returnedMg: z.number().int(),
  lossMg: z.number().int(),
  allowedMg: z.number().int(),
  overAllowanceCount: z.number().int(),
  lossBasisPoints: z.number().int().nullable(),
  castCount: z.number().int(),
  castActualMg: z.number().int(),
  castPiecesMg: z.number().int(),
  castLossMg: z.number().int(),
  castLossBasisPoints: z.number().int().nullable(),
});
export type StaffWorkRow = z.infer<typeof staffWorkRowSchema>;

export const staffSalesRowSchema = z.object({
  staff: staffMemberSchema,
  invoiceCount: z.number().int(),
  piecesSold: z.number().int(),
  /** The invoices' payable (total + debit − credit notes), USD cents. */
  salesCents: z.number().int(),
  /** The incentive fixed on those invoices, USD cents. */
  incentiveCents: z.number().int(),
});

export const staffReportSchema = z.object({
  period: reportPeriodSchema,
  /** Per staff member and material, the staff's code order. */
  work: z.array(staffWorkRowSchema),
  /** Per seller, the staff's code order. */
  sales: z.array(staffSalesRowSchema),
});
export type StaffReport = z.infer<typeof staffReportSchema>;
