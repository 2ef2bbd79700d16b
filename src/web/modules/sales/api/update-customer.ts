import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Customer, updateCustomerBodySchema } from '../../../../shared/contracts/sales/customer';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

export interface UpdateCustomerInput {
  id: number;
  body: z.output<typeof updateCustomerBodySchema>;
}

/** Name, phone, address, group and note, all at once (PUT). */
export function updateCustomer({ id, body }: UpdateCustomerInput): Promise<Customer> {
  return api.put<Customer>(`/api/sales/customers/${id}`, body);
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  // Invoices and quotations show the customer's name too.
  return useMutation({ mutationFn: updateCustomer, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }) });
}
