import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSampleInvoiceBodySchema, SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import { api } from '../../../shell/http';
import { sampleInvoicesQueryKey } from './find-sample-invoices';

export type CreateSampleInvoiceInput = z.output<typeof createSampleInvoiceBodySchema>;

/**
 * A quotation, priced now; nothing moves, so no Idempotency-Key. Silent: a
 * piece refused comes back as `lines.{index}.code` and the form puts it on its line.
 */
export function createSampleInvoice(body: CreateSampleInvoiceInput): Promise<SampleInvoice> {
  return api.post<SampleInvoice>('/api/sales/sample-invoices', body, { silent: true });
}

export function useCreateSampleInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSampleInvoice, onSuccess: () => queryClient.invalidateQueries({ queryKey: sampleInvoicesQueryKey }) });
}
