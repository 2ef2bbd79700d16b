import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { splitStoneLotBodySchema, SplitStoneLotResponse } from '../../../../shared/contracts/stones/stone-lots';
import { postOnce } from '../../../shell/idempotency-key';
import { afterStoneMovement } from './stones-written';

export interface SplitStoneLotInput {
  lotId: number;
  body: z.output<typeof splitStoneLotBodySchema>;
  idempotencyKey: string;
}

/** Part of a lot's available stones into a new lot (count and weight conserved). */
export function splitStoneLot({ lotId, ...input }: SplitStoneLotInput): Promise<SplitStoneLotResponse> {
  return postOnce<SplitStoneLotResponse>(`/api/stones/lots/${lotId}/split`, input);
}

export function useSplitStoneLot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: splitStoneLot, onSuccess: () => afterStoneMovement(queryClient) });
}
