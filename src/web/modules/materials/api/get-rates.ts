import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetRatesQuery, GetRatesResponse } from '../../../../shared/contracts/materials/get-rates';
import { api } from '../../../shell/http';

export const ratesQueryKey = ['materials', 'rates'] as const;

/** The rate in force per material; with `materialId`, also that material's history, newest first. */
export const getRatesQueryOptions = (query: GetRatesQuery = {}) =>
  queryOptions({
    queryKey: [...ratesQueryKey, query],
    queryFn: ({ signal }) => api.get<GetRatesResponse>('/api/materials/rates', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useGetRates(query: GetRatesQuery = {}) {
  return useQuery(getRatesQueryOptions(query));
}
