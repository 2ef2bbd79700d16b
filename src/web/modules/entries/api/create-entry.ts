import { useMutation } from '@tanstack/react-query';
import type { CreateEntryBody } from '../../../../shared/contracts/entries/create-entry';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { useAfterEntryStep } from './entry-step';

/** Issues the pieces and the spare metal to a jeweller (`EN-…`). Silent: the form shows field errors and refusals. */
export function createEntry(input: IdempotentInput<CreateEntryBody>): Promise<EntryDetail> {
  return postOnce<EntryDetail>('/api/entries', input);
}

export function useCreateEntry() {
  const afterStep = useAfterEntryStep();
  return useMutation({ mutationFn: createEntry, onSuccess: afterStep });
}
