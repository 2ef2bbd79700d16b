import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReturnBody } from '../../../../shared/contracts/materials/create-return';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';
import { materialsQueryKey } from './find-holders';

/** A holder gives metal back to the safe; silent: the form shows the refusal. */
export function createReturn({ body, idempotencyKey }: IdempotentInput<CreateReturnBody>): Promise<MaterialDocument> {
  return api.post<MaterialDocument>('/api/materials/returns', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
