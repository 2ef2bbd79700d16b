import { z } from 'zod';
import { castReportFilterShape } from './get-cast-report';
import { dashboardFilterShape } from './get-dashboard';
import { entryDetailsFilterShape } from './find-entry-details';
import { entryReportFilterShape } from './get-entry-report';
import { jewelryReportFilterShape } from './get-jewelry-report';
import { lossReportFilterShape } from './get-loss-report';
import { monthlyRecordFilterShape } from './get-monthly-record';
import { staffReportFilterShape } from './get-staff-report';
import { exportShape, rangeInOrder, rangeInOrderMessage, type ReportName } from './report-common';

/**
 * GET /api/reports/{name}/export?format=csv|xlsx&locale=kh|en&…: the report
 * with the same filters as its page (every row, no paging) as a file to
 * download. CSV: UTF-8 with a byte order mark (Excel then shows Khmer), the
 * sections one after the other under their titles, weights in grams with
 * three decimals and money in dollars with two (exact: mg and cents are
 * integers), riel whole. XLSX: one sheet per section, the same figures as
 * numbers. Answers `text/csv; charset=utf-8` or the XLSX media type, with
 * a file name such as `report-cast-2026-03-01-2026-03-31.csv`.
 */
export const exportReportQuerySchemas = {
  dashboard: z.strictObject({ ...dashboardFilterShape, ...exportShape }),
  cast: z.strictObject({ ...castReportFilterShape, ...exportShape }).refine(rangeInOrder, rangeInOrderMessage),
  loss: z.strictObject({ ...lossReportFilterShape, ...exportShape }).refine(rangeInOrder, rangeInOrderMessage),
  entry: z.strictObject({ ...entryReportFilterShape, ...exportShape }).refine(rangeInOrder, rangeInOrderMessage),
  'entry-detail': z.strictObject({ ...entryDetailsFilterShape, ...exportShape }).refine(rangeInOrder, rangeInOrderMessage),
  staff: z.strictObject({ ...staffReportFilterShape, ...exportShape }).refine(rangeInOrder, rangeInOrderMessage),
  jewelry: z.strictObject({ ...jewelryReportFilterShape, ...exportShape }).refine(rangeInOrder, rangeInOrderMessage),
  'monthly-record': z.strictObject({ ...monthlyRecordFilterShape, ...exportShape }),
} as const satisfies Record<ReportName, z.ZodType>;

export type ExportReportQuery<N extends ReportName> = z.input<(typeof exportReportQuerySchemas)[N]>;

export { xlsxMediaType } from '../platform/export-file';
