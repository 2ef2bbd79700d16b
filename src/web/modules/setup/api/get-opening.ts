import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpeningStatus } from '../../../../shared/contracts/setup/setup';
import { api } from '../../../shell/http';

export const openingQueryKey = ['setup', 'opening'] as const;

/** Whether the shop is live yet, and its opening documents. */
export const openingQueryOptions = queryOptions({
  queryKey: openingQueryKey,
  queryFn: ({ signal }) => api.get<OpeningStatus>('/api/setup/opening', { signal }),
});

export function useOpening() {
  return useQuery(openingQueryOptions);
}
