import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetWaxEstimatesResponse } from '../../../../shared/contracts/casting/get-wax-estimates';
import { api } from '../../../shell/http';
import { castingQueryKey } from './find-wax-pieces';

export const waxEstimatesQueryKey = [...castingQueryKey, 'estimate-wax'] as const;

/** Per active material: the configured wax ratio beside the median its finished casts achieved. */
export const getWaxEstimatesQueryOptions = () =>
  queryOptions({
    queryKey: waxEstimatesQueryKey,
    queryFn: ({ signal }) => api.get<GetWaxEstimatesResponse>('/api/casting/estimate-wax', { signal }),
  });

export function useGetWaxEstimates() {
  return useQuery(getWaxEstimatesQueryOptions());
}
