import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindGemReportsQuery, FindGemReportsResponse } from '../../../../shared/contracts/stones/gem-reports';
import { api } from '../../../shell/http';
import { gemReportsQueryKey } from './stones-query-keys';

/** Gem reports, newest first. */
export const findGemReportsQueryOptions = (query: FindGemReportsQuery = {}) =>
  queryOptions({
    queryKey: [...gemReportsQueryKey, 'list', query],
    queryFn: ({ signal }) => api.get<FindGemReportsResponse>('/api/stones/gem-reports', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindGemReports(query: FindGemReportsQuery = {}) {
  return useQuery(findGemReportsQueryOptions(query));
}
