import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adjustStoneLotBodySchema, StoneLotDetail } from '../../../../shared/contracts/stones/stone-lots';
import { postOnce } from '../../../shell/idempotency-key';
import { afterStoneMovement } from './stones-written';

export interface AdjustStoneLotInput {
  lotId: number;
  body: z.output<typeof adjustStoneLotBodySchema>;
  idempotencyKey: string;
}

/** ± stones and weight with a reason (a recount, a broken stone); never below zero. */
export function adjustStoneLot({ lotId, ...input }: AdjustStoneLotInput): Promise<StoneLotDetail> {
  return postOnce<StoneLotDetail>(`/api/stones/lots/${lotId}/adjustments`, input);
}

export function useAdjustStoneLot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustStoneLot, onSuccess: () => afterStoneMovement(queryClient) });
}
