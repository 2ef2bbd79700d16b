import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyCreditBody, ApplyCreditResult } from '../../../../shared/contracts/sales/payment';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { salesQueryKey } from './sales-query-keys';

export type ApplyCreditInput = IdempotentInput<ApplyCreditBody>;

/** A customer's unapplied deposits put on their invoices, once per Idempotency-Key. */
export function applyCredit(input: ApplyCreditInput): Promise<ApplyCreditResult> {
  return postOnce<ApplyCreditResult>('/api/sales/payments/apply-credit', input, { loud: true });
}

export function useApplyCredit() {
  const queryClient = useQueryClient();
  // The invoice's paid and prepaid, the customer's credit and balance move with it.
  return useMutation({ mutationFn: applyCredit, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }) });
}
