import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReturnBody } from '../../../../shared/contracts/materials/create-return';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { materialsQueryKey } from './find-holders';

/** A holder gives metal back to the safe; silent: the form shows the refusal. */
export function createReturn(input: IdempotentInput<CreateReturnBody>): Promise<MaterialDocument> {
  return postOnce<MaterialDocument>('/api/materials/returns', input);
}

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
