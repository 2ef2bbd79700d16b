import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetCastSummaryQuery, GetCastSummaryResponse } from '../../../../shared/contracts/casting/get-cast-summary';
import { shopDayOf } from '../../../i18n/format';
import { api } from '../../../shell/http';
import { castsQueryKey } from './find-casts';
import { periodOf } from '../../../../shared/shop-time';

/** The finished casts of a period and their totals per material. */
export const getCastSummaryQueryOptions = (query: GetCastSummaryQuery) =>
  queryOptions({
    queryKey: [...castsQueryKey, 'summary', query],
    queryFn: ({ signal }) => api.get<GetCastSummaryResponse>('/api/casting/summary', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** What `/cast/detail/summary` asks for: this month unless `?from=&to=` (its route's loader asks the same). */
export function castSummaryQuery(search: { from?: string; to?: string; materialId?: string }, today = shopDayOf(new Date())) {
  return { ...periodOf(search, today), ...(search.materialId ? { materialId: search.materialId } : {}) };
}

export function useGetCastSummary(query: GetCastSummaryQuery) {
  return useQuery(getCastSummaryQueryOptions(query));
}
