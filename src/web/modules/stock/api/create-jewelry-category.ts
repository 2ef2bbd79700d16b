import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateJewelryCategoryBody } from '../../../../shared/contracts/stock/create-jewelry-category';
import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import { api } from '../../../shell/http';
import { jewelryCategoriesQueryKey } from './find-jewelry-categories';

export function createJewelryCategory(body: CreateJewelryCategoryBody): Promise<JewelryCategory> {
  return api.post<JewelryCategory>('/api/stock/categories', body);
}

export function useCreateJewelryCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJewelryCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jewelryCategoriesQueryKey }),
  });
}
