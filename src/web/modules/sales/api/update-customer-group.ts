import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CustomerGroup, updateCustomerGroupBodySchema } from '../../../../shared/contracts/sales/customer';
import { api } from '../../../shell/http';
import { customerGroupsQueryKey } from './find-customer-groups';

export interface UpdateCustomerGroupInput {
  id: number;
  body: z.output<typeof updateCustomerGroupBodySchema>;
}

/** Names, discount, or `{ active }` alone (groups are never deleted: customers name them). */
export function updateCustomerGroup({ id, body }: UpdateCustomerGroupInput): Promise<CustomerGroup> {
  return api.put<CustomerGroup>(`/api/sales/customer-groups/${id}`, body);
}

export function useUpdateCustomerGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCustomerGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: customerGroupsQueryKey }) });
}
