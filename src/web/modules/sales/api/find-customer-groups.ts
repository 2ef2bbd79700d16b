import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { findCustomerGroupsResponseSchema } from '../../../../shared/contracts/sales/customer';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

export type FindCustomerGroupsResponse = z.infer<typeof findCustomerGroupsResponseSchema>;

export const customerGroupsQueryKey = [...salesQueryKey, 'customer-groups'] as const;

/** Every customer group at once (a shop has a handful), with its making-charge discount. */
export const findCustomerGroupsQueryOptions = () =>
  queryOptions({
    queryKey: customerGroupsQueryKey,
    queryFn: ({ signal }) => api.get<FindCustomerGroupsResponse>('/api/sales/customer-groups', { signal }),
    staleTime: 60_000,
  });

export function useCustomerGroups() {
  return useQuery(findCustomerGroupsQueryOptions());
}
