import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindRatePublicationsQuery, FindRatePublicationsResponse } from '../../../../shared/contracts/materials/find-rate-publications';
import { api } from '../../../shell/http';

export const ratePublicationsQueryKey = ['materials', 'rate-publications'] as const;

/** The morning-rates publishes, newest first. */
export const findRatePublicationsQueryOptions = (query: FindRatePublicationsQuery = {}) =>
  queryOptions({
    queryKey: [...ratePublicationsQueryKey, query],
    queryFn: ({ signal }) => api.get<FindRatePublicationsResponse>('/api/materials/rates/publications', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindRatePublications(query: FindRatePublicationsQuery = {}) {
  return useQuery(findRatePublicationsQueryOptions(query));
}

export const ratePublicationsPageSize = 10;

/** A page of the publications table; the rates page's loader asks for the first. */
export const ratePublicationsPageOf = (page: number): FindRatePublicationsQuery => ({ page, pageSize: ratePublicationsPageSize });
