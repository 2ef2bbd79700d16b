import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateItemBody } from '../../../../shared/contracts/production/create-item';
import type { ProductionItem } from '../../../../shared/contracts/production/production-item';
import { api } from '../../../shell/http';
import { productionQueryKey } from './find-pre-orders';

/** A piece made for stock, without a pre-order: it starts at ordering. */
export function createItem(body: CreateItemBody): Promise<ProductionItem> {
  return api.post<ProductionItem>('/api/production/items', body);
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productionQueryKey }),
  });
}
