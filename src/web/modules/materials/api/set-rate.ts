import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialRate } from '../../../../shared/contracts/materials/material';
import type { SetRateBody } from '../../../../shared/contracts/materials/set-rate';
import { api } from '../../../shell/http';
import { ratesQueryKey } from './get-rates';

/** A new rate supersedes the one in force from its effective time; rates are never edited. */
export function setRate(body: SetRateBody): Promise<MaterialRate> {
  return api.post<MaterialRate>('/api/materials/rates', body);
}

export function useSetRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesQueryKey }),
  });
}
