import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSaleBodySchema, SaleResult } from '../../../../shared/contracts/sales/invoice';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { stockQueryKey } from '../../stock/api/find-pieces';
import { getInvoiceQueryOptions } from './get-invoice';
import { quoteQueryKey } from './quote-sale';
import { salesQueryKey } from './sales-query-keys';

export type CreateSaleInput = IdempotentInput<z.output<typeof createSaleBodySchema>>;

/**
 * The sale at the counter, once per Idempotency-Key: a replay answers the
 * first invoice and charges nothing more. Silent: a refused line comes back
 * as `lines.{i}.…`, a tender as `tenders.{i}.…`, and the POS shows each there.
 */
export function createSale(input: CreateSaleInput): Promise<SaleResult> {
  return postOnce<SaleResult>('/api/sales/invoices', input);
}

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: (result) => {
      // The receipt opens at once from what the sale answered; pieces sold, balances and the cash book are stale.
      queryClient.setQueryData(getInvoiceQueryOptions(result.invoice.id).queryKey, result.invoice);
      const receiptKey = JSON.stringify(getInvoiceQueryOptions(result.invoice.id).queryKey);
      // The sale's own price is not asked again while the counter still shows it (its pieces are sold now, the server
      // would refuse it), only marked stale for a later sale.
      const quotePrefix = JSON.stringify(quoteQueryKey).slice(0, -1);
      const keep = (key: readonly unknown[]) => {
        const text = JSON.stringify(key);
        return text === receiptKey || text.startsWith(quotePrefix);
      };
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: salesQueryKey, predicate: (query) => !keep(query.queryKey) }),
        queryClient.invalidateQueries({ queryKey: quoteQueryKey, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: stockQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['materials'] }),
      ]);
    },
  });
}
