import { useMutation } from '@tanstack/react-query';
import type { CreateEntryBody } from '../../../../shared/contracts/entries/create-entry';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';
import { useAfterEntryStep } from './entry-step';

/** Issues the pieces and the spare metal to a jeweller (`EN-…`). Silent: the form shows field errors and refusals. */
export function createEntry({ body, idempotencyKey }: IdempotentInput<CreateEntryBody>): Promise<EntryDetail> {
  return api.post<EntryDetail>('/api/entries', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useCreateEntry() {
  const afterStep = useAfterEntryStep();
  return useMutation({ mutationFn: createEntry, onSuccess: afterStep });
}
