import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, VoidInvoiceBody } from '../../../../shared/contracts/sales/invoice';
import { postOnce } from '../../../shell/idempotency-key';
import { salesQueryKey } from './sales-query-keys';

export interface VoidInvoiceInput {
  id: number;
  body: VoidInvoiceBody;
  /** One per void intended: a retry after a lost answer voids once. */
  idempotencyKey: string;
}

/**
 * Voids an invoice (owner, `sales.void`): the pieces go back to stock and the
 * postings are reversed. Silent: the dialog shows the server's refusal (a 409
 * while payments stand on it) where the reason was typed.
 */
export function voidInvoice({ id, ...input }: VoidInvoiceInput): Promise<Invoice> {
  return postOnce<Invoice>(`/api/sales/invoices/${id}/void`, input);
}

export function useVoidInvoice() {
  const queryClient = useQueryClient();
  // Stock, customers' balances and the cash book all move with it.
  return useMutation({ mutationFn: voidInvoice, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }) });
}
