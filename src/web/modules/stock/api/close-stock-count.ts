import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockCountDetail } from '../../../../shared/contracts/stock/stock-counts';
import { api } from '../../../shell/http';
import { stockCountsQueryKey } from './find-stock-counts';
import { getStockCountQueryOptions } from './get-stock-count';

/** Closes a count: it keeps what was expected, found and missing at this moment, and takes no more scans. */
export function closeStockCount(countId: number): Promise<StockCountDetail> {
  return api.post<StockCountDetail>(`/api/stock/counts/${countId}/close`, {});
}

export function useCloseStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeStockCount,
    onSuccess: (detail) => {
      queryClient.setQueryData(getStockCountQueryOptions(detail.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: stockCountsQueryKey, predicate: (q) => q.queryKey[2] !== 'detail' });
    },
  });
}
