import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FindJewelryCategoriesQuery,
  FindJewelryCategoriesResponse,
} from '../../../../shared/contracts/stock/find-jewelry-categories';
import { api } from '../../../shell/http';

export const jewelryCategoriesQueryKey = ['stock', 'categories'] as const;

/** Every jewelry category at once (a shop has a handful), ordered by code; `{ active: 'true' }` for pickers. */
export const findJewelryCategoriesQueryOptions = (query: FindJewelryCategoriesQuery = {}) =>
  queryOptions({
    queryKey: [...jewelryCategoriesQueryKey, query],
    queryFn: ({ signal }) => api.get<FindJewelryCategoriesResponse>('/api/stock/categories', { query, signal }),
    staleTime: 60_000,
  });

export function useFindJewelryCategories(query: FindJewelryCategoriesQuery = {}) {
  return useQuery(findJewelryCategoriesQueryOptions(query));
}
