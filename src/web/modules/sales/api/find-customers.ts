import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindCustomersQuery, FindCustomersResponse } from '../../../../shared/contracts/sales/customer';
import { api } from '../../../shell/http';
import { customersQueryKey } from './sales-query-keys';

/** Customers by name or phone, newest first, each with what they owe. */
export const findCustomersQueryOptions = (query: FindCustomersQuery = {}) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindCustomersResponse>('/api/sales/customers', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindCustomers(query: FindCustomersQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...findCustomersQueryOptions(query), enabled: options.enabled ?? true });
}
