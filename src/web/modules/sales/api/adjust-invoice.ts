import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustInvoiceBody, Invoice } from '../../../../shared/contracts/sales/invoice';
import { postOnce } from '../../../shell/idempotency-key';
import { salesQueryKey } from './sales-query-keys';

export interface AdjustInvoiceInput {
  id: number;
  body: AdjustInvoiceBody;
  /** One per note intended: a double click issues one note. */
  idempotencyKey: string;
}

/** A credit note (less to pay) or a debit note (more) on an invoice; answers the original invoice, the note among its notes. Silent: the dialog shows a refusal. */
export function adjustInvoice({ id, ...input }: AdjustInvoiceInput): Promise<Invoice> {
  return postOnce<Invoice>(`/api/sales/invoices/${id}/adjustments`, input);
}

export function useAdjustInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustInvoice, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }) });
}
