import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FindIncentivesResponse, PayIncentiveBody } from '../../../../shared/contracts/sales/incentive';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { findIncentivesQueryOptions, incentivesQueryKey } from './find-incentives';

/**
 * Pays a seller's incentives of a period once (sales.pricing); a replay with
 * the same key pays nothing more. The server answers with the period's
 * incentives as they now stand. Silent: the dialog shows a refusal.
 */
export function payIncentive(input: IdempotentInput<PayIncentiveBody>): Promise<FindIncentivesResponse> {
  return postOnce<FindIncentivesResponse>('/api/sales/incentive-payouts', input);
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
