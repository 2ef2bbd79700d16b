import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindPeriodsResponse } from '../../../../shared/contracts/ledger/periods';
import { api } from '../../../shell/http';

/** Every query of the ledger's months: a close or a reopen refreshes them. */
export const periodsQueryKey = ['ledger', 'periods'] as const;

export const findPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: periodsQueryKey,
    queryFn: ({ signal }) => api.get<FindPeriodsResponse>('/api/ledger/periods', { signal }),
  });

/** `enabled: false` for a reader without `ledger.read`: the server would refuse it. */
export function useFindPeriods(enabled = true) {
  return useQuery({ ...findPeriodsQueryOptions(), enabled });
}
