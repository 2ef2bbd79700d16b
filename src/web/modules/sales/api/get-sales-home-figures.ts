import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesHomeFigures } from '../../../../shared/contracts/sales/get-sales-home-figures';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

/** Today's sales and takings (a cashier: their branch); a sale or a payment refreshes it (salesQueryKey). */
export const getSalesHomeFiguresQueryOptions = () =>
  queryOptions({
    queryKey: [...salesQueryKey, 'home-figures'] as const,
    queryFn: ({ signal }) => api.get<SalesHomeFigures>('/api/sales/home-figures', { signal }),
  });

export function useSalesHomeFigures() {
  return useQuery(getSalesHomeFiguresQueryOptions());
}
