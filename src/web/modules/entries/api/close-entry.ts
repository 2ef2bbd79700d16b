import { useMutation } from '@tanstack/react-query';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { CloseEntryBody } from '../../../../shared/contracts/entries/entry-steps';
import { postOnce } from '../../../shell/idempotency-key';
import { useAfterEntryStep, type EntryStepInput } from './entry-step';

/** closable → waiting to accept, with what came back; over the allowance a 422 `entries.lossTooMuch` unless the owner gives a reason. */
export function closeEntry({ entryId, ...input }: EntryStepInput<CloseEntryBody>): Promise<EntryDetail> {
  return postOnce<EntryDetail>(`/api/entries/${entryId}/close`, input);
}

export function useCloseEntry() {
  const afterStep = useAfterEntryStep();
  return useMutation({ mutationFn: closeEntry, onSuccess: afterStep });
}
