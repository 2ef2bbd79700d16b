import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetExchangeRatesResponse } from '../../../../shared/contracts/sales/exchange-rate';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

export const exchangeRatesQueryKey = [...salesQueryKey, 'exchange-rates'] as const;

/** The riel per dollar in force and its history. */
export const getExchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: exchangeRatesQueryKey,
    queryFn: ({ signal }) => api.get<GetExchangeRatesResponse>('/api/sales/exchange-rates', { signal }),
  });

export function useExchangeRates() {
  return useQuery(getExchangeRatesQueryOptions());
}
