import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindPaymentsQuery, FindPaymentsResponse } from '../../../../shared/contracts/sales/payment';
import { api } from '../../../shell/http';
import { paymentsQueryKey } from './sales-query-keys';

/** Payments newest first, one page, each with its tenders and allocations. */
export const findPaymentsQueryOptions = (query: FindPaymentsQuery = {}) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindPaymentsResponse>('/api/sales/payments', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindPayments(query: FindPaymentsQuery = {}) {
  return useQuery(findPaymentsQueryOptions(query));
}
