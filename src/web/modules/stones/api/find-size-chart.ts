import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindSizeChartQuery, FindSizeChartResponse } from '../../../../shared/contracts/stones/size-chart';
import { api } from '../../../shell/http';
import { sizeChartQueryKey } from './stones-query-keys';

/** The chart's rows by type, shape and size, and the types charted. */
export const findSizeChartQueryOptions = (query: FindSizeChartQuery = {}) =>
  queryOptions({
    queryKey: [...sizeChartQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindSizeChartResponse>('/api/stones/size-chart', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindSizeChart(query: FindSizeChartQuery = {}) {
  return useQuery(findSizeChartQueryOptions(query));
}
