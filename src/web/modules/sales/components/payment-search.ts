import type { FindPaymentsQuery } from '../../../../shared/contracts/sales/payment';
import type { PaymentJournalSearch } from '../api/sales-searches';
import { definedOnly } from '../../../ui/search-filters';

/** The filters of `/payment/pos` (`?from=&to=&branchId=&type=&method=&page=`): a range the wrong way round keeps its start. */
export function paymentFiltersOf(search: PaymentJournalSearch) {
  const { from, to } = search;
  return {
    from,
    to: from && to && to < from ? undefined : to,
    branchId: search.branchId,
    type: search.type,
    method: search.method,
  };
}
export type PaymentFilters = ReturnType<typeof paymentFiltersOf>;

export const paymentsPageSize = 25;

export const paymentQueryOf = (filters: PaymentFilters, page: number): FindPaymentsQuery => ({
  ...definedOnly(filters),
  page,
  pageSize: paymentsPageSize,
});
