import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncentiveRule, SetIncentiveRuleBody } from '../../../../shared/contracts/sales/incentive';
import { api } from '../../../shell/http';
import { incentiveRulesQueryKey } from './find-incentive-rules';

export interface SetIncentiveRuleInput {
  categoryId: number;
  body: SetIncentiveRuleBody;
}

/** A category's rule from now on (sales.pricing); lines already sold keep the incentive they were sold with. */
export function setIncentiveRule({ categoryId, body }: SetIncentiveRuleInput): Promise<IncentiveRule> {
  return api.put<IncentiveRule>(`/api/sales/incentive-rules/${categoryId}`, body);
}

export function useSetIncentiveRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setIncentiveRule, onSuccess: () => queryClient.invalidateQueries({ queryKey: incentiveRulesQueryKey }) });
}
