import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import type { UpdateMaterialCategoryBody } from '../../../../shared/contracts/materials/update-material-category';
import { materialCategoriesQueryKey } from './find-material-categories';
import { useRecordUpdate } from '../../../shell/record-update';

/** Also deactivates: `{ active: false }` (categories are never deleted: the ledger names them). */
export function useUpdateMaterialCategory() {
  return useRecordUpdate<UpdateMaterialCategoryBody, MaterialCategory>((id) => `/api/materials/categories/${id}`, materialCategoriesQueryKey);
}
