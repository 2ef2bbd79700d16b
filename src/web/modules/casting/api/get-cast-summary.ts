import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetCastSummaryQuery, GetCastSummaryResponse } from '../../../../shared/contracts/casting/get-cast-summary';
import { api } from '../../../shell/http';
import { castsQueryKey } from './find-casts';

/** The finished casts of a period and their totals per material. */
export const getCastSummaryQueryOptions = (query: GetCastSummaryQuery) =>
  queryOptions({
    queryKey: [...castsQueryKey, 'summary', query],
    queryFn: ({ signal }) => api.get<GetCastSummaryResponse>('/api/casting/summary', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useGetCastSummary(query: GetCastSummaryQuery) {
  return useQuery(getCastSummaryQueryOptions(query));
}
