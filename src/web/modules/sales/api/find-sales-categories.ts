import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindJewelryCategoriesResponse } from '../../../../shared/contracts/stock/find-jewelry-categories';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

/** The stock module's jewelry categories, as the incentive rules name them. */
export const salesCategoriesQueryKey = [...salesQueryKey, 'categories'] as const;

/** Every jewelry category, deactivated ones too (a rule or a sold line may still name one), ordered by code. */
export const findSalesCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: salesCategoriesQueryKey,
    queryFn: ({ signal }) => api.get<FindJewelryCategoriesResponse>('/api/stock/categories', { signal }),
    staleTime: 60_000,
  });

export function useSalesCategories() {
  return useQuery(findSalesCategoriesQueryOptions());
}
