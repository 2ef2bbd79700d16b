import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FindMaterialCategoriesQuery,
  FindMaterialCategoriesResponse,
} from '../../../../shared/contracts/materials/find-material-categories';
import { api } from '../../../shell/http';

export const materialCategoriesQueryKey = ['materials', 'categories'] as const;

/** Every category at once (a shop has a handful), ordered by code. */
export const findMaterialCategoriesQueryOptions = (query: FindMaterialCategoriesQuery = {}) =>
  queryOptions({
    queryKey: [...materialCategoriesQueryKey, query],
    queryFn: ({ signal }) => api.get<FindMaterialCategoriesResponse>('/api/materials/categories', { query, signal }),
    staleTime: 60_000,
  });

export function useFindMaterialCategories(query: FindMaterialCategoriesQuery = {}) {
  return useQuery(findMaterialCategoriesQueryOptions(query));
}
