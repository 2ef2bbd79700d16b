import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaratEstimate, EstimateCaratsQuery } from '../../../../shared/contracts/stones/size-chart';
import { api } from '../../../shell/http';
import { sizeChartQueryKey } from './stones-query-keys';

/** The carats of a count of stones of a size, from the chart (none outside it). Silent: the calculator shows a refusal itself. */
export const estimateCaratsQueryOptions = (query: EstimateCaratsQuery) =>
  queryOptions({
    queryKey: [...sizeChartQueryKey, 'estimate', query],
    queryFn: ({ signal }) => api.get<CaratEstimate>('/api/stones/size-chart/estimate', { query, signal, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Null asks nothing (the calculator is not filled in yet). */
export function useEstimateCarats(query: EstimateCaratsQuery | null) {
  return useQuery({ ...estimateCaratsQueryOptions(query ?? { stoneType: '', shape: 'round', sizeCmm: 1, count: 1 }), enabled: query !== null });
}
