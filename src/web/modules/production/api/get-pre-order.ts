import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreOrderWithItems } from '../../../../shared/contracts/production/production-item';
import { api } from '../../../shell/http';
import { preOrdersQueryKey } from './find-pre-orders';

/** The pre-order with its items and their stages. */
export const getPreOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...preOrdersQueryKey, 'one', id],
    queryFn: ({ signal }) => api.get<PreOrderWithItems>(`/api/production/pre-orders/${id}`, { signal }),
  });

export function useGetPreOrder(id: number | null) {
  return useQuery({ ...getPreOrderQueryOptions(id ?? 0), enabled: id !== null });
}
