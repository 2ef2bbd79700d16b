import type { FindInvoicesQuery } from '../../../../shared/contracts/sales/invoice';
import type { CounterInvoicesSearch } from '../api/sales-searches';

export const counterInvoicesPageSize = 50;

/** `?day=&branchId=&page=` as `/pos/invoice` reads them: today in the shop's time zone, the reader's branch. */
export function counterInvoicesFiltersOf(search: CounterInvoicesSearch, today: string, defaultBranchId: number | null) {
  return { day: search.day ?? today, branchId: search.branchId ? Number(search.branchId) : defaultBranchId, page: Number(search.page ?? 1) };
}

/** One branch's invoices of one day, a page of them: what the page and its loader ask. */
export const counterInvoicesQueryOf = (filters: ReturnType<typeof counterInvoicesFiltersOf>): FindInvoicesQuery => ({
  branchId: filters.branchId ?? undefined,
  from: filters.day,
  to: filters.day,
  page: filters.page,
  pageSize: counterInvoicesPageSize,
});
