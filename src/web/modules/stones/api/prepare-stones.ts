import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { prepareStonesBodySchema, StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { afterStoneMovement } from './stones-written';

export type PrepareStonesInput = IdempotentInput<z.output<typeof prepareStonesBodySchema>>;

/** Stones of a lot held for a production item or an order. */
export function prepareStones(input: PrepareStonesInput): Promise<StonePreparation> {
  return postOnce<StonePreparation>('/api/stones/preparations', input);
}

export function usePrepareStones() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: prepareStones, onSuccess: () => afterStoneMovement(queryClient) });
}
