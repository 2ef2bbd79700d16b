import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createCustomerBodySchema, Customer } from '../../../../shared/contracts/sales/customer';
import { api } from '../../../shell/http';
import { customersQueryKey } from './sales-query-keys';

export type CreateCustomerInput = z.output<typeof createCustomerBodySchema>;

/** A new customer; a taken phone or a bad field comes back on its field. */
export function createCustomer(body: CreateCustomerInput): Promise<Customer> {
  return api.post<Customer>('/api/sales/customers', body);
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCustomer, onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }) });
}
