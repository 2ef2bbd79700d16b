import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindItemsQuery, FindItemsResponse } from '../../../../shared/contracts/production/find-items';
import { api } from '../../../shell/http';

/** Production items by code or description, for choosing what stones are prepared for. */
export const findProductionItemsQueryOptions = (query: FindItemsQuery) =>
  queryOptions({
    queryKey: ['production', 'items', 'stones-target', query],
    queryFn: ({ signal }) => api.get<FindItemsResponse>('/api/production/items', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindProductionItems(query: FindItemsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...findProductionItemsQueryOptions(query), enabled: options.enabled ?? true });
}
