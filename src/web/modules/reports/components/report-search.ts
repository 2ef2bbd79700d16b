/**
 * The reports' filters as the URL keeps them: plain text values (the app's
 * router keeps search values as text), odd ones dropped by each report's
 * route (api/report-queries.ts), so a pasted or bookmarked address asks the
 * server exactly what the page shows.
 */

/** A filter's name as the URL writes it. */
export type ReportFilterName = 'from' | 'to' | 'branchId' | 'materialId' | 'staffId' | 'day' | 'month' | 'categoryId' | 'jewellerHolderId' | 'page';

/** What a filter change writes into the URL: undefined removes it. */
export type ReportSearchUpdate = Partial<Record<ReportFilterName, string | undefined>>;

/** The rows of one page of a paged report. */
export const reportPageSize = 50;
