import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePreOrderBody } from '../../../../shared/contracts/production/create-pre-order';
import type { PreOrderWithItems } from '../../../../shared/contracts/production/production-item';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { productionQueryKey } from './find-pre-orders';

/** It records a deposit: the key makes a double submit return the first pre-order. */
export function createPreOrder(input: IdempotentInput<CreatePreOrderBody>): Promise<PreOrderWithItems> {
  return postOnce<PreOrderWithItems>('/api/production/pre-orders', input, { loud: true });
}

export function useCreatePreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPreOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productionQueryKey }),
  });
}
