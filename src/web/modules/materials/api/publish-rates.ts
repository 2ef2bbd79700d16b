import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishRatesBody, RatePublication } from '../../../../shared/contracts/materials/publish-rates';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { exchangeRatesQueryKey } from '../../sales/api/get-exchange-rates';
import { ratePublicationsQueryKey } from './find-rate-publications';
import { ratesQueryKey } from './get-rates';

/**
 * The morning rates in one save (owner): every material's rate and the riel
 * rate at one instant; once per key. A refusal's field errors land on the form's fields.
 */
export function publishRates(input: IdempotentInput<PublishRatesBody>): Promise<RatePublication> {
  return postOnce<RatePublication>('/api/materials/rates/publish', input, { loud: true });
}

export function usePublishRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishRates,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ratePublicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: exchangeRatesQueryKey }),
      ]),
  });
}
