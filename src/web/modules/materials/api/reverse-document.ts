import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import type { ReverseDocumentBody } from '../../../../shared/contracts/materials/reverse-document';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';
import { materialsQueryKey } from './find-holders';

export interface ReverseDocumentInput extends IdempotentInput<ReverseDocumentBody> {
  id: number;
}

/** Writes the opposite postings under a new reversal slip; answers that slip. */
export function reverseDocument({ id, body, idempotencyKey }: ReverseDocumentInput): Promise<MaterialDocument> {
  return api.post<MaterialDocument>(`/api/materials/documents/${id}/reverse`, body, {
    headers: idempotencyHeaders(idempotencyKey),
    // The dialog shows the refusal (already reversed, a reversal).
    silent: true,
  });
}

export function useReverseDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
