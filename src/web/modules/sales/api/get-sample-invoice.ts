import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

/** One quotation with its lines (the POS preloads them with `?sample={id}`). */
export const getSampleInvoiceQueryOptions = (id: number) =>
  queryOptions({
    // Under the quotations' key, so a conversion or a new quotation refreshes it.
    queryKey: [...salesQueryKey, 'sample-invoices', 'one', id],
    queryFn: ({ signal }) => api.get<SampleInvoice>(`/api/sales/sample-invoices/${id}`, { signal }),
  });

export function useSampleInvoice(id: number | null) {
  return useQuery({ ...getSampleInvoiceQueryOptions(id ?? 0), enabled: id !== null });
}
