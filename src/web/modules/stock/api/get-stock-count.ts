import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StockCountDetail } from '../../../../shared/contracts/stock/stock-counts';
import { api } from '../../../shell/http';
import { stockCountsQueryKey } from './find-stock-counts';

export const stockCountPath = (id: number) => `/inventory/info-${id}`;

/** One count with what it found, what is missing and what did not belong. */
export const getStockCountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...stockCountsQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<StockCountDetail>(`/api/stock/counts/${id}`, { signal, silent: true }),
  });

/** An id that is not a positive integer asks nothing. */
export function useGetStockCount(id: number) {
  return useQuery({ ...getStockCountQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
