import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustInvoiceBody, Invoice } from '../../../../shared/contracts/sales/invoice';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { salesQueryKey } from './sales-query-keys';

export interface AdjustInvoiceInput {
  id: number;
  body: AdjustInvoiceBody;
  /** One per note intended: a double click issues one note. */
  idempotencyKey: string;
}

/** A credit note (less to pay) or a debit note (more) on an invoice; answers the original invoice, the note among its notes. Silent: the dialog shows a refusal. */
export function adjustInvoice({ id, body, idempotencyKey }: AdjustInvoiceInput): Promise<Invoice> {
  return api.post<Invoice>(`/api/sales/invoices/${id}/adjustments`, body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useAdjustInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustInvoice, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }) });
}
