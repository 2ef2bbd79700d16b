import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import type { ReverseDocumentBody } from '../../../../shared/contracts/materials/reverse-document';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { materialsQueryKey } from './find-holders';

export interface ReverseDocumentInput extends IdempotentInput<ReverseDocumentBody> {
  id: number;
}

/** Writes the opposite postings under a new reversal slip; answers that slip. */
export function reverseDocument({ id, ...input }: ReverseDocumentInput): Promise<MaterialDocument> {
  // Silent: the dialog shows the refusal (already reversed, a reversal).
  return postOnce<MaterialDocument>(`/api/materials/documents/${id}/reverse`, input);
}

export function useReverseDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
