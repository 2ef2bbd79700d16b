import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoveItemBody } from '../../../../shared/contracts/production/move-item';
import type { ProductionItem } from '../../../../shared/contracts/production/production-item';
import { api } from '../../../shell/http';
import { productionQueryKey } from './find-pre-orders';

export interface MoveItemInput {
  id: number;
  body: MoveItemBody;
}

/** Silent: the form shows the server's refusal (an illegal move is a 409) beside its fields. */
export function moveItem({ id, body }: MoveItemInput): Promise<ProductionItem> {
  return api.post<ProductionItem>(`/api/production/items/${id}/moves`, body, { silent: true });
}

export function useMoveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productionQueryKey }),
  });
}
