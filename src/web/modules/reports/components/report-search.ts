/**
 * The reports' filters as the URL keeps them: plain text values (the app's
 * router keeps search values as text), odd ones dropped, so a pasted or
 * bookmarked address asks the server exactly what the page shows.
 */

/** A database id: 1 to 999,999,999, digits only. */
export const idText = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text) ? text : undefined;
};

/** A YYYY-MM-DD shop day that exists, or nothing. */
export const dayText = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(value)) return undefined;
  // 2026-02-30 parses as a day in March: refuse it.
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : undefined;
};

/** A YYYY-MM month, or nothing. */
export const monthText = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;

/** A 1-based page number; 1 when missing or odd. */
export const pageOfSearch = (value: unknown): number => Number(idText(value) ?? 1);

export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A filter object without its unset fields, as the query key and the URL want it. */
export const definedOnly = <T extends object>(filters: T): Partial<T> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The filters most reports share (`?from=&to=&branchId=&materialId=&staffId=`); a range the wrong way round keeps its start. */
export function reportFiltersOf(search: Record<string, unknown>) {
  const from = dayText(search.from);
  const to = dayText(search.to);
  return {
    from,
    to: from && to && to < from ? undefined : to,
    branchId: idText(search.branchId),
    materialId: idText(search.materialId),
    staffId: idText(search.staffId),
  };
}
export type ReportFilters = ReturnType<typeof reportFiltersOf>;

/** A filter's name as the URL writes it. */
export type ReportFilterName = keyof ReportFilters | 'day' | 'month' | 'categoryId' | 'jewellerHolderId' | 'state' | 'type' | 'overAllowance' | 'page';

/** What a filter change writes into the URL: undefined removes it. */
export type ReportSearchUpdate = Partial<Record<ReportFilterName, string | undefined>>;

/** The rows of one page of a paged report. */
export const reportPageSize = 50;
