import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductionItem } from '../../../../shared/contracts/production/production-item';
import { api } from '../../../shell/http';
import { productionQueryKey } from './find-pre-orders';

export const itemsQueryKey = [...productionQueryKey, 'items'] as const;

/** A 404 is the page's to show (silent, no retry). */
export const getItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...itemsQueryKey, id],
    queryFn: ({ signal }) => api.get<ProductionItem>(`/api/production/items/${id}`, { signal, silent: true }),
    retry: false,
  });

export function useGetItem(id: number) {
  return useQuery(getItemQueryOptions(id));
}
