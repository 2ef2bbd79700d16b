import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMaterialCategoryBody } from '../../../../shared/contracts/materials/create-material-category';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import { api } from '../../../shell/http';
import { materialCategoriesQueryKey } from './find-material-categories';

export function createMaterialCategory(body: CreateMaterialCategoryBody): Promise<MaterialCategory> {
  return api.post<MaterialCategory>('/api/materials/categories', body);
}

export function useCreateMaterialCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMaterialCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialCategoriesQueryKey }),
  });
}
