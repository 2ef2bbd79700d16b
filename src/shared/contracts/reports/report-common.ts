import { z } from 'zod';
import { daySchema, idQuerySchema, monthSchema, namedRecordSchema } from '../common';
import { holderKindValues } from '../materials/material';
import { exportUrl, type ExportFormat } from '../platform/export-file';

/**
 * What every report shares (DESIGN §3.9). Reports are read-only views over
 * the other modules' records, every figure computed from them on each
 * request: weights are integer mg, money integer USD cents (riel where the
 * record keeps riel), loss shares in basis points (1 bp = 0.01 %, rounded
 * half away from zero). Days are YYYY-MM-DD in the shop's time zone
 * (Asia/Phnom_Penh) and ranges include both ends.
 */

/** YYYY-MM-DD, a day in the shop's time zone. */
export const reportDaySchema = daySchema;
/** YYYY-MM, a month in the shop's time zone. */
export const reportMonthSchema = monthSchema;

export const reportIdSchema = idQuerySchema;

/** The filters a report may take; each report's query picks those that apply to it. */
export const reportFilterShape = {
  /** First day, inclusive; defaults to the first day of the current month. */
  from: reportDaySchema.optional(),
  /** Last day, inclusive; defaults to today. */
  to: reportDaySchema.optional(),
  branchId: reportIdSchema.optional(),
  materialId: reportIdSchema.optional(),
  /** A staff member (a jeweller through their holder, a caster, a seller). */
  staffId: reportIdSchema.optional(),
};

/** `to` not before `from` (both given). */
export const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
export const rangeInOrderMessage = { path: ['to'] };

/** The range a report was computed for, after defaults. */
export const reportPeriodSchema = z.object({ from: reportDaySchema, to: reportDaySchema });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const reportPageShape = {
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number | string>().int().min(1).max(500).default(100),
};

export const materialRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  /** Parts per ten thousand (7500 = 18K). */
  purity: z.number().int(),
});
export type MaterialRef = z.infer<typeof materialRefSchema>;

export const staffRefSchema = namedRecordSchema;
export type StaffRef = z.infer<typeof staffRefSchema>;

export const reportHolderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(holderKindValues),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  physical: z.boolean(),
  branchId: z.number().int().nullable(),
  /** The staff member the holder belongs to (a jeweller's bench), if any. */
  staffId: z.number().int().nullable(),
});
export type ReportHolder = z.infer<typeof reportHolderSchema>;

export const branchRefSchema = namedRecordSchema;
export type BranchRef = z.infer<typeof branchRefSchema>;

export const categoryRefSchema = namedRecordSchema;
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** Reports with an export: GET /api/reports/{name}/export?format=…&locale=… plus the report's own filters. */
export const reportNames = ['dashboard', 'cast', 'loss', 'entry', 'entry-detail', 'staff', 'jewelry', 'monthly-record'] as const;
export type ReportName = (typeof reportNames)[number];

/**
 * The export's own parameters (format, locale) and the URL builder are the
 * platform's, shared by every list (src/shared/contracts/platform/export-file.ts).
 */
export { exportFormats, exportShape, type ExportFormat } from '../platform/export-file';

/** The URL of a report's export, for a download link. */
export function reportExportUrl(name: ReportName, format: ExportFormat, filters: Readonly<Record<string, string | number | undefined>>, locale?: 'kh' | 'en'): string {
  return exportUrl(`/api/reports/${name}/export`, format, filters, locale);
}
