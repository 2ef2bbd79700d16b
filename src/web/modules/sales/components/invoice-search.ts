import type { FindInvoicesQuery } from '../../../../shared/contracts/sales/invoice';
import type { InvoiceListSearch } from '../api/sales-searches';
import { definedOnly } from '../../../ui/search-filters';

/** The filters of `/invoice/list` (`?search=&state=&paymentState=&from=&to=&branchId=&kind=&page=`): a range the wrong way round keeps its start. */
export function invoiceFiltersOf(search: InvoiceListSearch) {
  const { from, to } = search;
  return {
    search: search.search,
    state: search.state,
    paymentState: search.paymentState,
    from,
    to: from && to && to < from ? undefined : to,
    branchId: search.branchId,
    kind: search.kind,
  };
}
export type InvoiceFilters = ReturnType<typeof invoiceFiltersOf>;

export const invoicesPageSize = 25;

/** The invoices query of those filters and a page, exactly as the list (and its route's loader) asks it. */
export const invoiceQueryOf = (filters: InvoiceFilters, page: number): FindInvoicesQuery => ({
  ...definedOnly(filters),
  page,
  pageSize: invoicesPageSize,
});
