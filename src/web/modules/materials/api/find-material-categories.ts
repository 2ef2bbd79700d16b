import { useQuery } from '@tanstack/react-query';
import type { FindMaterialCategoriesQuery, FindMaterialCategoriesResponse } from '../../../../shared/contracts/materials/find-material-categories';
import { catalogueQueryOptions } from '../../../shell/catalogue-query';

export const materialCategoriesQueryKey = ['materials', 'categories'] as const;

/** Every material category at once. */
export const findMaterialCategoriesQueryOptions = catalogueQueryOptions<FindMaterialCategoriesQuery, FindMaterialCategoriesResponse>(materialCategoriesQueryKey, '/api/materials/categories');

export function useFindMaterialCategories(query: FindMaterialCategoriesQuery = {}) {
  return useQuery(findMaterialCategoriesQueryOptions(query));
}
