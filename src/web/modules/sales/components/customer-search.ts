import type { FindCustomersQuery } from '../../../../shared/contracts/sales/customer';
import type { CustomerSearch } from '../api/sales-searches';
import { definedOnly } from '../../../ui/search-filters';

export const customersPageSize = 25;

/** `/customer`'s filters as the URL keeps them (`?search=&groupId=&owing=true&page=`; `&id=` one customer, `?view=groups`). */
export function customerFiltersOf(search: CustomerSearch) {
  return { search: search.search, groupId: search.groupId, owing: search.owing === 'true' ? ('true' as const) : undefined };
}
export type CustomerFilters = ReturnType<typeof customerFiltersOf>;

/** The customers query of those filters and a page, exactly as the list asks it. */
export const customersQueryOf = (filters: CustomerFilters, page: number): FindCustomersQuery => ({
  ...definedOnly(filters),
  page,
  pageSize: customersPageSize,
});

/** The customers a quotation's customer field offers as the reader types: the first 20 found (all, before any typing). Its loader asks for the same. */
export const customerChoicesQuery = (search: string): FindCustomersQuery => ({ ...(search ? { search } : {}), page: 1, pageSize: 20 });
