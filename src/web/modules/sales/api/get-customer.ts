import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '../../../../shared/contracts/sales/customer-detail';
import { api } from '../../../shell/http';
import { customersQueryKey } from './sales-query-keys';

/** One customer with their latest invoices, payments and what they owe. */
export const getCustomerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'one', id],
    queryFn: ({ signal }) => api.get<CustomerDetail>(`/api/sales/customers/${id}`, { signal }),
  });

export function useCustomer(id: number | null) {
  return useQuery({ ...getCustomerQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
