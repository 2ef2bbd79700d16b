import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { findIncentiveRulesResponseSchema } from '../../../../shared/contracts/sales/incentive';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

export type FindIncentiveRulesResponse = z.infer<typeof findIncentiveRulesResponseSchema>;

export const incentiveRulesQueryKey = [...salesQueryKey, 'incentive-rules'] as const;

/** The incentive rule of each jewelry category that has one. */
export const findIncentiveRulesQueryOptions = () =>
  queryOptions({
    queryKey: incentiveRulesQueryKey,
    queryFn: ({ signal }) => api.get<FindIncentiveRulesResponse>('/api/sales/incentive-rules', { signal }),
  });

export function useIncentiveRules() {
  return useQuery(findIncentiveRulesQueryOptions());
}
