import { useQuery } from '@tanstack/react-query';
import type { FindEntryCategoriesQuery, FindEntryCategoriesResponse } from '../../../../shared/contracts/entries/find-entry-categories';
import { catalogueQueryOptions } from '../../../shell/catalogue-query';

export const entryCategoriesQueryKey = ['entries', 'categories'] as const;

/** Every entry category at once. */
export const findEntryCategoriesQueryOptions = catalogueQueryOptions<FindEntryCategoriesQuery, FindEntryCategoriesResponse>(entryCategoriesQueryKey, '/api/entries/categories');

export function useFindEntryCategories(query: FindEntryCategoriesQuery = {}) {
  return useQuery(findEntryCategoriesQueryOptions(query));
}
