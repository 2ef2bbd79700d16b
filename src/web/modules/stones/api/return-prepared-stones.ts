import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { returnPreparedStonesBodySchema, StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { afterStoneMovement } from './stones-written';

export interface ReturnPreparedStonesInput {
  preparationId: number;
  body: z.output<typeof returnPreparedStonesBodySchema>;
  idempotencyKey: string;
}

/** Held stones back to their lot (not assigned after all). */
export function returnPreparedStones({ preparationId, body, idempotencyKey }: ReturnPreparedStonesInput): Promise<StonePreparation> {
  return api.post<StonePreparation>(`/api/stones/preparations/${preparationId}/return`, body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function useReturnPreparedStones() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: returnPreparedStones, onSuccess: () => afterStoneMovement(queryClient) });
}
