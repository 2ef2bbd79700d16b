import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosePeriodBody, LedgerPeriod, ReopenPeriodBody } from '../../../../shared/contracts/ledger/periods';
import { api } from '../../../shell/http';
import { periodsQueryKey } from './find-periods';

/** The owner closes a month after its stock count: nothing more is entered on its days. */
export function closePeriod({ month, ...body }: ClosePeriodBody & { month: string }): Promise<LedgerPeriod> {
  return api.post<LedgerPeriod>(`/api/ledger/periods/${month}/close`, body);
}

/** The owner opens a closed month again, saying why. */
export function reopenPeriod({ month, ...body }: ReopenPeriodBody & { month: string }): Promise<LedgerPeriod> {
  return api.post<LedgerPeriod>(`/api/ledger/periods/${month}/reopen`, body);
}

export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closePeriod, onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey }) });
}

export function useReopenPeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenPeriod, onSuccess: () => queryClient.invalidateQueries({ queryKey: periodsQueryKey }) });
}
