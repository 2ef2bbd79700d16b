import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { receiveStoneLotBodySchema, StoneLotDetail } from '../../../../shared/contracts/stones/stone-lots';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';
import { afterStoneMovement } from './stones-written';

export type ReceiveStoneLotInput = IdempotentInput<z.output<typeof receiveStoneLotBodySchema>>;

/** Stones received: a new lot, once per Idempotency-Key. Silent: field errors land on their fields. */
export function receiveStoneLot({ body, idempotencyKey }: ReceiveStoneLotInput): Promise<StoneLotDetail> {
  return api.post<StoneLotDetail>('/api/stones/lots', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useReceiveStoneLot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: receiveStoneLot, onSuccess: () => afterStoneMovement(queryClient) });
}
