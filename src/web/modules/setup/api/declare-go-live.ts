import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shell/http';
import { openingQueryKey } from './get-opening';

/** Go-live (owner): from now on opening balances are closed. */
export function declareGoLive(): Promise<{ liveAt: string }> {
  return api.post<{ liveAt: string }>('/api/setup/go-live', undefined);
}

export function useDeclareGoLive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declareGoLive, onSuccess: () => queryClient.invalidateQueries({ queryKey: openingQueryKey }) });
}
