import type { z } from 'zod';
import type { CloseBatchDetail, createCloseBatchBodySchema } from '../../../../shared/contracts/entries/entry-close-batch';
import { useDocumentMutation } from '../../../shell/document-mutation';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { entriesQueryKey } from './find-entries';
import { getCloseBatchQueryOptions } from './get-close-batch';

export type CreateCloseBatchInput = IdempotentInput<z.output<typeof createCloseBatchBodySchema>>;

/**
 * Closes a tray of entries at once, all or nothing. Silent: a refused line
 * comes back as `entries.{index}.returnedMg` and the form puts it on that line.
 */
export function createCloseBatch(input: CreateCloseBatchInput): Promise<CloseBatchDetail> {
  return postOnce<CloseBatchDetail>('/api/entries/close-batches', input);
}

/** The new document is there for its page at once; the lists and balances it changes are asked again. */
export function useCreateCloseBatch() {
  return useDocumentMutation(createCloseBatch, (document) => getCloseBatchQueryOptions(document.id).queryKey, [entriesQueryKey, ['materials']]);
}
