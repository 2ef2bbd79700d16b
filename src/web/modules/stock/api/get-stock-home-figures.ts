import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockHomeFigures } from '../../../../shared/contracts/stock/get-stock-home-figures';
import { api } from '../../../shell/http';
import { stockQueryKey } from './find-pieces';

/** Transfers between branches still in transit. */
export const getStockHomeFiguresQueryOptions = () =>
  queryOptions({
    queryKey: [...stockQueryKey, 'home-figures'] as const,
    queryFn: ({ signal }) => api.get<StockHomeFigures>('/api/stock/home-figures', { signal }),
  });

export function useStockHomeFigures() {
  return useQuery(getStockHomeFiguresQueryOptions());
}
