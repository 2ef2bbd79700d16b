import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FindIncentivesResponse, PayIncentiveBody } from '../../../../shared/contracts/sales/incentive';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';
import { findIncentivesQueryOptions, incentivesQueryKey } from './find-incentives';

/**
 * Pays a seller's incentives of a period once (sales.pricing); a replay with
 * the same key pays nothing more. The server answers with the period's
 * incentives as they now stand. Silent: the dialog shows a refusal.
 */
export function payIncentive({ body, idempotencyKey }: IdempotentInput<PayIncentiveBody>): Promise<FindIncentivesResponse> {
  return api.post<FindIncentivesResponse>('/api/sales/incentive-payouts', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function usePayIncentive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payIncentive,
    onSuccess: (period) => {
      queryClient.setQueryData(findIncentivesQueryOptions({ from: period.from, to: period.to }).queryKey, period);
      return queryClient.invalidateQueries({ queryKey: incentivesQueryKey });
    },
  });
}
