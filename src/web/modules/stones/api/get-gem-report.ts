import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GemReport } from '../../../../shared/contracts/stones/gem-reports';
import { api } from '../../../shell/http';
import { gemReportsQueryKey } from './stones-query-keys';

/** `/gem_report/detail-{id}`. */
export const gemReportPath = (id: number) => `/gem_report/detail-${id}`;

/** One report as it stood when made (it never changes). Silent: the page says "not found". */
export const getGemReportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...gemReportsQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<GemReport>(`/api/stones/gem-reports/${id}`, { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useGetGemReport(id: number) {
  return useQuery({ ...getGemReportQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
