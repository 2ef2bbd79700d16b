import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { prepareStonesBodySchema, StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { api } from '../../../shell/http';
import { idempotencyHeaders, type IdempotentInput } from '../../../shell/idempotency-key';
import { afterStoneMovement } from './stones-written';

export type PrepareStonesInput = IdempotentInput<z.output<typeof prepareStonesBodySchema>>;

/** Stones of a lot held for a production item or an order. */
export function prepareStones({ body, idempotencyKey }: PrepareStonesInput): Promise<StonePreparation> {
  return api.post<StonePreparation>('/api/stones/preparations', body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function usePrepareStones() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: prepareStones, onSuccess: () => afterStoneMovement(queryClient) });
}
