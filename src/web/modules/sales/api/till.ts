import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { closeTillBodySchema, openTillBodySchema, signTillBodySchema, Till, tillCashMoveBodySchema } from '../../../../shared/contracts/sales/till';
import { postOnce } from '../../../shell/idempotency-key';
import { salesQueryKey } from './sales-query-keys';

/**
 * The till of a branch's day (`/statement_by_day`): open, move cash, close,
 * sign off, each once per Idempotency-Key. Silent: the dialogs show the
 * refusals where they belong. The statement moves with each.
 */
type Once<Body> = { body: Body; idempotencyKey: string };

function useTillMutation<Body>(post: (input: Once<Body>) => Promise<Till>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: post, onSuccess: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }) });
}

export const useOpenTill = () =>
  useTillMutation<z.input<typeof openTillBodySchema>>((input) => postOnce<Till>('/api/sales/tills', input));

export const useMoveTillCash = (tillId: number) =>
  useTillMutation<z.input<typeof tillCashMoveBodySchema>>((input) => postOnce<Till>(`/api/sales/tills/${tillId}/cash-moves`, input));

export const useCloseTill = (tillId: number) =>
  useTillMutation<z.input<typeof closeTillBodySchema>>((input) => postOnce<Till>(`/api/sales/tills/${tillId}/close`, input));

export const useSignTill = (tillId: number) =>
  useTillMutation<z.input<typeof signTillBodySchema>>((input) => postOnce<Till>(`/api/sales/tills/${tillId}/sign`, input));
