import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRate, SetExchangeRateBody } from '../../../../shared/contracts/sales/exchange-rate';
import { api } from '../../../shell/http';
import { exchangeRatesQueryKey } from './get-exchange-rates';
import { quoteQueryKey } from './quote-sale';

/** A new riel-per-dollar rate (owner), in force from now; the POS's price is asked again at it. */
export function setExchangeRate(body: SetExchangeRateBody): Promise<ExchangeRate> {
  return api.post<ExchangeRate>('/api/sales/exchange-rates', body, { silent: true });
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setExchangeRate,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: exchangeRatesQueryKey }), queryClient.invalidateQueries({ queryKey: quoteQueryKey })]),
  });
}
