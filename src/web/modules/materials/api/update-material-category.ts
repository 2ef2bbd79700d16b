import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import type { UpdateMaterialCategoryBody } from '../../../../shared/contracts/materials/update-material-category';
import { api } from '../../../shell/http';
import { materialCategoriesQueryKey } from './find-material-categories';

export interface UpdateMaterialCategoryInput {
  id: number;
  body: UpdateMaterialCategoryBody;
}

/** Also deactivates: `{ active: false }` (categories are never deleted: the ledger names them). */
export function updateMaterialCategory({ id, body }: UpdateMaterialCategoryInput): Promise<MaterialCategory> {
  return api.patch<MaterialCategory>(`/api/materials/categories/${id}`, body);
}

export function useUpdateMaterialCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterialCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialCategoriesQueryKey }),
  });
}
