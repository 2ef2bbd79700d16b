import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recordPaymentBodySchema, RecordPaymentResult } from '../../../../shared/contracts/sales/payment';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { salesQueryKey } from './sales-query-keys';

export type RecordPaymentInput = IdempotentInput<z.output<typeof recordPaymentBodySchema>>;

/**
 * Money for one or several of a customer's invoices, a deposit or a refund,
 * once per Idempotency-Key: a replay answers the first payment. Silent: the
 * form shows refusals and field errors where they belong.
 */
export function recordPayment(input: RecordPaymentInput): Promise<RecordPaymentResult> {
  return postOnce<RecordPaymentResult>('/api/sales/payments', input);
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  // Invoices' payment states, customers' balances and the cash book all move with it.
  return useMutation({ mutationFn: recordPayment, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }) });
}
