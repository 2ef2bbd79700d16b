import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpeningBody, OpeningResponse } from '../../../../shared/contracts/setup/setup';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';

/** The opening balances as one numbered document (owner); once per key. Field errors land on the form's fields. */
export function postOpening(input: IdempotentInput<OpeningBody>): Promise<OpeningResponse> {
  return postOnce<OpeningResponse>('/api/setup/opening', input);
}

export function usePostOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOpening,
    // Every holder's balance changed: the accounts, the holders and the documents read anew.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
