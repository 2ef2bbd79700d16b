import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FindHoldersQuery, FindHoldersResponse } from '../../../../shared/contracts/materials/find-holders';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { api } from '../../../shell/http';

/** Everything that moves metal changes balances: invalidate this prefix after any posting. */
export const materialsQueryKey = ['materials'] as const;
export const holdersQueryKey = [...materialsQueryKey, 'holders'] as const;

export const findHoldersQueryOptions = (query: FindHoldersQuery = {}) =>
  queryOptions({
    queryKey: [...holdersQueryKey, query],
    queryFn: ({ signal }) => api.get<FindHoldersResponse>('/api/materials/holders', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFindHolders(query: FindHoldersQuery = {}) {
  return useQuery(findHoldersQueryOptions(query));
}

/** The holder an address names by its code (as the address has it: encoded, any case). */
export function holderOfCode(holders: FindHoldersResponse, code: string): Holder | undefined {
  const wanted = decodeURIComponent(code).toUpperCase();
  return holders.items.find((h) => h.code === wanted);
}

/** The holder a `/material/holder-{holder}` page names by its code (codes are unique, kept in capitals). */
export function useHolderByCode(code: string): { holder: Holder | undefined; isPending: boolean; notFound: boolean } {
  const { data, isPending } = useFindHolders();
  const holder = data && holderOfCode(data, code);
  return { holder, isPending, notFound: !isPending && data !== undefined && holder === undefined };
}
