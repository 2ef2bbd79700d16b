import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import type { UpdateJewelryCategoryBody } from '../../../../shared/contracts/stock/update-jewelry-category';
import { api } from '../../../shell/http';
import { jewelryCategoriesQueryKey } from './find-jewelry-categories';

export interface UpdateJewelryCategoryInput {
  id: number;
  body: UpdateJewelryCategoryBody;
}

/** Also deactivates: `{ active: false }` (categories are never deleted: items and pieces name them). */
export function updateJewelryCategory({ id, body }: UpdateJewelryCategoryInput): Promise<JewelryCategory> {
  return api.patch<JewelryCategory>(`/api/stock/categories/${id}`, body);
}

export function useUpdateJewelryCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJewelryCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jewelryCategoriesQueryKey }),
  });
}
