import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayIncentiveBody, StaffIncentive } from '../../../../shared/contracts/sales/incentive';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';
import { incentivesQueryKey } from './find-incentives';

/** The contract names no response: taken to be the payout as the incentives list shows it. */
export type IncentivePayout = NonNullable<StaffIncentive['payout']>;

/** Pays a seller's incentives of a period once (sales.pricing); a replay with the same key pays nothing more. Silent: the dialog shows a refusal. */
export function payIncentive({ body, idempotencyKey }: IdempotentInput<PayIncentiveBody>): Promise<IncentivePayout> {
  return api.post<IncentivePayout>('/api/sales/incentive-payouts', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function usePayIncentive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payIncentive, onSuccess: () => queryClient.invalidateQueries({ queryKey: incentivesQueryKey }) });
}
