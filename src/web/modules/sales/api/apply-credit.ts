import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyCreditBody, ApplyCreditResult } from '../../../../shared/contracts/sales/payment';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { salesQueryKey } from './sales-query-keys';

export interface ApplyCreditInput {
  body: ApplyCreditBody;
  idempotencyKey: string;
}

/** A customer's unapplied deposits put on their invoices, once per Idempotency-Key. */
export function applyCredit({ body, idempotencyKey }: ApplyCreditInput): Promise<ApplyCreditResult> {
  return api.post<ApplyCreditResult>('/api/sales/payments/apply-credit', body, { headers: idempotencyHeaders(idempotencyKey) });
}

export function useApplyCredit() {
  const queryClient = useQueryClient();
  // The invoice's paid and prepaid, the customer's credit and balance move with it.
  return useMutation({ mutationFn: applyCredit, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }) });
}
