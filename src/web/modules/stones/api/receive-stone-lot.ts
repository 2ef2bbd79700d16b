import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { receiveStoneLotBodySchema, StoneLotDetail } from '../../../../shared/contracts/stones/stone-lots';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { afterStoneMovement } from './stones-written';

export type ReceiveStoneLotInput = IdempotentInput<z.output<typeof receiveStoneLotBodySchema>>;

/** Stones received: a new lot, once per Idempotency-Key. Silent: field errors land on their fields. */
export function receiveStoneLot(input: ReceiveStoneLotInput): Promise<StoneLotDetail> {
  return postOnce<StoneLotDetail>('/api/stones/lots', input);
}

export function useReceiveStoneLot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: receiveStoneLot, onSuccess: () => afterStoneMovement(queryClient) });
}
