import { useMutation } from '@tanstack/react-query';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { SendBackEntryBody } from '../../../../shared/contracts/entries/entry-steps';
import { postOnce } from '../../../shell/idempotency-key';
import { useAfterEntryStep, type EntryStepInput } from './entry-step';

/** Waiting to accept → returned to the jeweller, with the metal that came back. */
export function sendBackEntry({ entryId, ...input }: EntryStepInput<SendBackEntryBody>): Promise<EntryDetail> {
  return postOnce<EntryDetail>(`/api/entries/${entryId}/send-back`, input);
}

export function useSendBackEntry() {
  const afterStep = useAfterEntryStep();
  return useMutation({ mutationFn: sendBackEntry, onSuccess: afterStep });
}
