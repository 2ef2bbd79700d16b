import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockSummaryResponse } from '../../../../shared/contracts/stock/stock-counts';
import { api } from '../../../shell/http';
import { stockQueryKey } from './find-pieces';

/** What each branch holds, by category and material (`/jw-stock`). */
export const getStockSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...stockQueryKey, 'summary'],
    queryFn: ({ signal }) => api.get<StockSummaryResponse>('/api/stock/summary', { signal }),
  });

export function useGetStockSummary() {
  return useQuery(getStockSummaryQueryOptions());
}
