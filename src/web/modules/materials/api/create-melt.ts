import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMeltBody } from '../../../../shared/contracts/materials/create-melt';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';
import { materialsQueryKey } from './find-holders';

/** Melting and alloying at one holder; silent: the form shows the refusal. */
export function createMelt({ body, idempotencyKey }: IdempotentInput<CreateMeltBody>): Promise<MaterialDocument> {
  return api.post<MaterialDocument>('/api/materials/melts', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useCreateMelt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMelt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
