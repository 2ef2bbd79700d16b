import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FindHolderPostingsQuery,
  FindHolderPostingsResponse,
} from '../../../../shared/contracts/materials/find-holder-postings';
import { api } from '../../../shell/http';
import { materialsQueryKey } from './find-holders';

/** Rows of a holder's history per page, on its page and on its transaction page (one cache entry for page 1). */
export const holderPostingsPageSize = 25;

export const holderPostingsQueryKey = [...materialsQueryKey, 'holder-postings'] as const;

/** A holder's history, newest first, one page; `netByMaterial` sums the whole filter. */
export const findHolderPostingsQueryOptions = (holderId: number, query: FindHolderPostingsQuery = {}) =>
  queryOptions({
    queryKey: [...holderPostingsQueryKey, holderId, query],
    queryFn: ({ signal }) =>
      api.get<FindHolderPostingsResponse>(`/api/materials/holders/${holderId}/postings`, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** `holderId` undefined (the holder is still loading): nothing is asked. */
export function useFindHolderPostings(holderId: number | undefined, query: FindHolderPostingsQuery = {}) {
  return useQuery({ ...findHolderPostingsQueryOptions(holderId ?? 0, query), enabled: holderId !== undefined });
}

/** The history's export route: CSV or XLSX of the same filtered rows, every page (ui/ExportMenu). */
export const holderPostingsExportPath = (holderId: number) => `/api/materials/holders/${holderId}/postings/export`;
