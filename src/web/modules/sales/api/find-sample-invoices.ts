import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindSampleInvoicesQuery, FindSampleInvoicesResponse } from '../../../../shared/contracts/sales/sample-invoice';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

/** Quotations; a sale that converts one changes them too, so they sit under the sales prefix. */
export const sampleInvoicesQueryKey = [...salesQueryKey, 'sample-invoices'] as const;

/** Quotations newest first, one page. */
export const findSampleInvoicesQueryOptions = (query: FindSampleInvoicesQuery = {}) =>
  queryOptions({
    queryKey: [...sampleInvoicesQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindSampleInvoicesResponse>('/api/sales/sample-invoices', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindSampleInvoices(query: FindSampleInvoicesQuery = {}) {
  return useQuery(findSampleInvoicesQueryOptions(query));
}
