import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTransferBody } from '../../../../shared/contracts/materials/create-transfer';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';
import { materialsQueryKey } from './find-holders';

/** Silent: the form shows the refusal (overdraft, over cap) beside its fields. */
export function createTransfer({ body, idempotencyKey }: IdempotentInput<CreateTransferBody>): Promise<MaterialDocument> {
  return api.post<MaterialDocument>('/api/materials/transfers', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
