import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMeltBody } from '../../../../shared/contracts/materials/create-melt';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { materialsQueryKey } from './find-holders';

/** Melting and alloying at one holder; silent: the form shows the refusal. */
export function createMelt(input: IdempotentInput<CreateMeltBody>): Promise<MaterialDocument> {
  return postOnce<MaterialDocument>('/api/materials/melts', input);
}

export function useCreateMelt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMelt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
