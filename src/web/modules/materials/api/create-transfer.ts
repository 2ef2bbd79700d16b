import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransferBody } from '../../../../shared/contracts/materials/create-transfer';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { materialsQueryKey } from './find-holders';

/** Silent: the form shows the refusal (overdraft, over cap) beside its fields. */
export function createTransfer(input: IdempotentInput<CreateTransferBody>): Promise<MaterialDocument> {
  return postOnce<MaterialDocument>('/api/materials/transfers', input);
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
