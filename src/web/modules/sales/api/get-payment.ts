import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '../../../../shared/contracts/sales/payment';
import { api } from '../../../shell/http';
import { paymentsQueryKey } from './sales-query-keys';

/** One payment with its tenders (change negative) and what it paid. */
export const getPaymentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...paymentsQueryKey, 'one', id],
    queryFn: ({ signal }) => api.get<Payment>(`/api/sales/payments/${id}`, { signal }),
  });

export function usePayment(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getPaymentQueryOptions(id), enabled: options.enabled ?? true });
}
