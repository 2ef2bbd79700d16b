export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** At least one page, so an empty list still shows page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 1-based rows shown on `page` (1-based): "21–40 of 135"; 0–0 when there are none. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

/** Clicking a column header cycles ascending → descending → unsorted; another column starts ascending. */
export function nextSort(current: SortState | null | undefined, key: string): SortState | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/** How a list is paged: which page shows, how many rows a page holds, whether its answer is awaited, and how to go to another page. */
export interface ListPaging {
  page: number;
  pageSize: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
}

/**
 * A DataTable's props for one page of a list the server pages
 * (`{ items, total }`): its rows, each by its id, the pager, and the overlay
 * while the first answer is awaited (a later one keeps the rows shown).
 */
export function pagedRows<Row extends { id: number }>(result: { items: readonly Row[]; total: number } | undefined, paging: ListPaging) {
  return {
    rows: result?.items ?? [],
    rowKey: (row: Row) => row.id,
    page: paging.page,
    pageSize: paging.pageSize,
    total: result?.total ?? 0,
    onPageChange: paging.onPageChange,
    loading: paging.fetching && !result,
  };
}
