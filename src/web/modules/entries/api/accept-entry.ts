import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { acceptEntryBodySchema } from '../../../../shared/contracts/entries/entry-steps';
import { postOnce } from '../../../shell/idempotency-key';
import { useAfterEntryStep, type EntryStepInput } from './entry-step';

/** Waiting to accept → accepted: the loss is posted to LOSS. */
export function acceptEntry({ entryId, ...input }: EntryStepInput<z.input<typeof acceptEntryBodySchema>>): Promise<EntryDetail> {
  return postOnce<EntryDetail>(`/api/entries/${entryId}/accept`, input);
}

export function useAcceptEntry() {
  const afterStep = useAfterEntryStep();
  return useMutation({ mutationFn: acceptEntry, onSuccess: afterStep });
}
