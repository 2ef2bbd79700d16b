import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpeningBody, OpeningResponse } from '../../../../shared/contracts/setup/setup';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';

/** The opening balances as one numbered document (owner); once per key. Field errors land on the form's fields. */
export function postOpening({ body, idempotencyKey }: IdempotentInput<OpeningBody>): Promise<OpeningResponse> {
  return api.post<OpeningResponse>('/api/setup/opening', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function usePostOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOpening,
    // Every holder's balance changed: the accounts, the holders and the documents read anew.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
