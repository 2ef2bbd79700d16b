import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SaleResult } from '../../../../shared/contracts/sales/invoice';
import type { createPurchaseBodySchema } from '../../../../shared/contracts/sales/old-gold';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { getInvoiceQueryOptions } from './get-invoice';
import { salesQueryKey } from './sales-query-keys';

export type CreatePurchaseInput = IdempotentInput<z.output<typeof createPurchaseBodySchema>>;

/** A purchase voucher (old gold bought without a sale), once per Idempotency-Key. Silent: the page shows each refused field. */
export function createPurchase(input: CreatePurchaseInput): Promise<SaleResult> {
  return postOnce<SaleResult>('/api/sales/purchases', input);
}

export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: (result) => {
      queryClient.setQueryData(getInvoiceQueryOptions(result.invoice.id).queryKey, result.invoice);
      return Promise.all([queryClient.invalidateQueries({ queryKey: salesQueryKey }), queryClient.invalidateQueries({ queryKey: ['materials'] })]);
    },
  });
}
