import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanResult, StockCountDetail } from '../../../../shared/contracts/stock/stock-counts';
import { api } from '../../../shell/http';
import { stockCountsQueryKey } from './find-stock-counts';
import { getStockCountQueryOptions } from './get-stock-count';

export interface ScanCountCodeInput {
  countId: number;
  code: string;
}

/** One code scanned into an open count; scanning it again counts it once. Silent: the page shows every outcome itself. */
export function scanCountCode({ countId, code }: ScanCountCodeInput): Promise<ScanResult> {
  return api.post<ScanResult>(`/api/stock/counts/${countId}/scans`, { code }, { silent: true });
}

export function useScanCountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanCountCode,
    onSuccess: (result, { countId }) => {
      // The counters change at once; the lists follow from the server.
      queryClient.setQueryData<StockCountDetail>(getStockCountQueryOptions(countId).queryKey, (was) => (was ? { ...was, ...result.count } : was));
      return queryClient.invalidateQueries({ queryKey: stockCountsQueryKey });
    },
  });
}
