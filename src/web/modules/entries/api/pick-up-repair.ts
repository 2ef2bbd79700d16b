import { useMutation } from '@tanstack/react-query';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { api } from '../../../shell/http';
import { useAfterEntryStep } from './entry-step';

/** An accepted repair: the customer collected their piece. */
export function pickUpRepair(entryId: number): Promise<EntryDetail> {
  return api.post<EntryDetail>(`/api/entries/${entryId}/pickup`, {});
}

export function usePickUpRepair() {
  const afterStep = useAfterEntryStep();
  return useMutation({ mutationFn: pickUpRepair, onSuccess: afterStep });
}
