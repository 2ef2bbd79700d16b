import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createCustomerGroupBodySchema, CustomerGroup } from '../../../../shared/contracts/sales/customer';
import { api } from '../../../shell/http';
import { customerGroupsQueryKey } from './find-customer-groups';

export type CreateCustomerGroupInput = z.output<typeof createCustomerGroupBodySchema>;

/** A new group and its making-charge discount (sales.pricing). */
export function createCustomerGroup(body: CreateCustomerGroupInput): Promise<CustomerGroup> {
  return api.post<CustomerGroup>('/api/sales/customer-groups', body);
}

export function useCreateCustomerGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCustomerGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: customerGroupsQueryKey }) });
}
