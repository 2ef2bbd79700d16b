import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { api } from '../../../shell/http';
import { invoicesQueryKey } from './sales-query-keys';

/** One invoice with its lines, notes, payments and derived states. */
export const getInvoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'one', id],
    queryFn: ({ signal }) => api.get<Invoice>(`/api/sales/invoices/${id}`, { signal }),
  });

export function useInvoice(id: number) {
  return useQuery(getInvoiceQueryOptions(id));
}
