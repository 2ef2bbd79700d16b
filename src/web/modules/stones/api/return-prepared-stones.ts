import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { returnPreparedStonesBodySchema, StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { postOnce } from '../../../shell/idempotency-key';
import { afterStoneMovement } from './stones-written';

export interface ReturnPreparedStonesInput {
  preparationId: number;
  body: z.output<typeof returnPreparedStonesBodySchema>;
  idempotencyKey: string;
}

/** Held stones back to their lot (not assigned after all). */
export function returnPreparedStones({ preparationId, ...input }: ReturnPreparedStonesInput): Promise<StonePreparation> {
  return postOnce<StonePreparation>(`/api/stones/preparations/${preparationId}/return`, input);
}

export function useReturnPreparedStones() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: returnPreparedStones, onSuccess: () => afterStoneMovement(queryClient) });
}
