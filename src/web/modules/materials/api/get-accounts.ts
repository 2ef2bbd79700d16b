import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetAccountsQuery, GetAccountsResponse } from '../../../../shared/contracts/materials/get-accounts';
import { api } from '../../../shell/http';
import { materialsQueryKey } from './find-holders';

export const accountsQueryKey = [...materialsQueryKey, 'accounts'] as const;

/** Every holder's balance per material, with the per-material totals (0 while the ledger is sound). */
export const getAccountsQueryOptions = (query: GetAccountsQuery = {}) =>
  queryOptions({
    queryKey: [...accountsQueryKey, query],
    queryFn: ({ signal }) => api.get<GetAccountsResponse>('/api/materials/accounts', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useGetAccounts(query: GetAccountsQuery = {}) {
  return useQuery(getAccountsQueryOptions(query));
}
