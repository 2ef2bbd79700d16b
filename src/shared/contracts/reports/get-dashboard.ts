import { z } from 'zod';
import { holderKindValues } from '../materials/material';
import { productionStages } from '../../production-stages';
import { materialRefSchema, reportDaySchema, reportIdSchema, reportMonthSchema, reportPeriodSchema } from './report-common';

/**
 * GET /api/reports/dashboard (`/report/dashboard`): the owner's day. The
 * metal position is the ledger's at the end of `day`; loss, sales and
 * payments are the month to date (first of day's month … day); production
 * counts the items' stages now. `branchId` narrows sales, payments and
 * receivables; `materialId` narrows metal and loss.
 */
export const dashboardFilterShape = {
  /** Defaults to today. */
  day: reportDaySchema.optional(),
  branchId: reportIdSchema.optional(),
  materialId: reportIdSchema.optional(),
};
export const getDashboardQuerySchema = z.strictObject(dashboardFilterShape);
export type GetDashboardQuery = z.input<typeof getDashboardQuerySchema>;

/** One material's metal where it sits at the end of the day, mg. */
export const dashboardMetalSchema = z.object({
  material: materialRefSchema,
  /** Every physical holder together (safe, counters, casting room, benches, suppliers' and customers' accounts). */
  onHandMg: z.number().int(),
  /** onHandMg split by the kind of holder; kinds holding nothing are left out. */
  byHolderKind: z.array(z.object({ kind: z.enum(holderKindValues), mg: z.number().int() })),
  /** The month to date: metal received from OUTSIDE (bought, old gold) and sent OUTSIDE (sold). */
  monthInMg: z.number().int(),
  monthOutMg: z.number().int(),
});

/** One material's loss of the month to date, mg: every posting to LOSS (reversals netted), by source. */
export const dashboardLossSchema = z.object({
  material: materialRefSchema,
  lossMg: z.number().int(),
  entryLossMg: z.number().int(),
  castLossMg: z.number().int(),
  meltLossMg: z.number().int(),
  otherLossMg: z.number().int(),
  /**
   * Entries accepted in the month: what was issued on them, their loss and
   * the loss their categories allow (Σ ⌊issued × ‰ / 1000⌋ per entry).
   */
  entryIssuedMg: z.number().int(),
  entryAllowedMg: z.number().int(),
  /** Σ max(0, loss − allowed) over those entries. */
  entryOverAllowanceMg: z.number().int(),
  /** Entry loss ÷ issued, basis points; null when nothing was issued. */
  entryLossBasisPoints: z.number().int().nullable(),
  /** Cast loss ÷ metal poured on the casts finished in the month, basis points. */
  castLossBasisPoints: z.number().int().nullable(),
});

export const dashboardSalesSchema = z.object({
  /** Invoices issued (voided ones left out). */
  invoiceCount: z.number().int(),
  /** What those invoices ask: total + debit notes − credit notes (the invoice list's payable), USD cents. */
  salesCents: z.number().int(),
  /** Money received less money paid back in the period (by payment date), USD cents. */
  paymentsCents: z.number().int(),
  /** Old gold bought back on those invoices: weight over every material, and what was paid for it (positive), USD cents. */
  oldGoldCents: z.number().int(),
  piecesSold: z.number().int(),
});

export const dashboardReceivablesSchema = z.object({
  /** What customers still owe now: Σ (payable − paid) over invoices with a balance above zero, USD cents. */
  balanceCents: z.number().int(),
  invoiceCount: z.number().int(),
  /** Of that, invoices past their due date. */
  overdueCents: z.number().int(),
  overdueCount: z.number().int(),
});

export const dashboardDaySchema = z.object({
  day: reportDaySchema,
  salesCents: z.number().int(),
  paymentsCents: z.number().int(),
  invoiceCount: z.number().int(),
  /** Loss posted that day (of `materialId`, or every material added up). */
  lossMg: z.number().int(),
  /** The same loss as fine metal (mg × purity ÷ 10,000 per material, rounded once per material and day). */
  lossFineMg: z.number().int(),
});

/** A month of the series (the last one to `day` only): its days added up. */
export const dashboardMonthSchema = z.object({
  month: reportMonthSchema,
  salesCents: z.number().int(),
  paymentsCents: z.number().int(),
  invoiceCount: z.number().int(),
  lossMg: z.number().int(),
  lossFineMg: z.number().int(),
});

export const dashboardSchema = z.object({
  day: reportDaySchema,
  /** The month to date. */
  month: reportPeriodSchema,
  metal: z.array(dashboardMetalSchema),
  loss: z.array(dashboardLossSchema),
  /** Production items in each stage now (final stages `stock` and `cancelled` left out). */
  production: z.array(z.object({ stage: z.enum(productionStages), count: z.number().int() })),
  /** Casts not finished yet, and entries still on the benches (not accepted). */
  openCasts: z.number().int(),
  openEntries: z.number().int(),
  salesToday: dashboardSalesSchema,
  salesMonth: dashboardSalesSchema,
  receivables: dashboardReceivablesSchema,
  /** Charts: each day of the month to date, and the twelve months ending with this one (oldest first). */
  dailySeries: z.array(dashboardDaySchema),
  monthlySeries: z.array(dashboardMonthSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
