import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindInvoicesQuery, FindInvoicesResponse } from '../../../../shared/contracts/sales/invoice';
import { api } from '../../../shell/http';
import { invoicesQueryKey } from './sales-query-keys';

/** Invoices newest first, one page, with the filter's totals. */
export const findInvoicesQueryOptions = (query: FindInvoicesQuery = {}) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindInvoicesResponse>('/api/sales/invoices', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindInvoices(query: FindInvoicesQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...findInvoicesQueryOptions(query), enabled: options.enabled ?? true });
}
