import { useMutation } from '@tanstack/react-query';
import type { UpdateEntryBody } from '../../../../shared/contracts/entries/create-entry';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { useAfterEntryStep, type EntryStepInput } from './entry-step';

/**
 * The whole ticket again, while no piece has return information; otherwise a
 * 409 `entries.hasReturnInformation`. The metal moves again by postings.
 */
export function updateEntry({ entryId, body, idempotencyKey }: EntryStepInput<UpdateEntryBody>): Promise<EntryDetail> {
  return api.put<EntryDetail>(`/api/entries/${entryId}`, body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useUpdateEntry() {
  const afterStep = useAfterEntryStep();
  return useMutation({ mutationFn: updateEntry, onSuccess: afterStep });
}
