import { useQuery } from '@tanstack/react-query';
import type { FindJewelryCategoriesQuery, FindJewelryCategoriesResponse } from '../../../../shared/contracts/stock/find-jewelry-categories';
import { catalogueQueryOptions } from '../../../shell/catalogue-query';

export const jewelryCategoriesQueryKey = ['stock', 'categories'] as const;

/** Every jewelry category at once. */
export const findJewelryCategoriesQueryOptions = catalogueQueryOptions<FindJewelryCategoriesQuery, FindJewelryCategoriesResponse>(jewelryCategoriesQueryKey, '/api/stock/categories');

export function useFindJewelryCategories(query: FindJewelryCategoriesQuery = {}) {
  return useQuery(findJewelryCategoriesQueryOptions(query));
}
