import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import type { UpdateJewelryCategoryBody } from '../../../../shared/contracts/stock/update-jewelry-category';
import { jewelryCategoriesQueryKey } from './find-jewelry-categories';
import { useRecordUpdate } from '../../../shell/record-update';

/** Also deactivates: `{ active: false }` (categories are never deleted: items and pieces name them). */
export function useUpdateJewelryCategory() {
  return useRecordUpdate<UpdateJewelryCategoryBody, JewelryCategory>((id) => `/api/stock/categories/${id}`, jewelryCategoriesQueryKey);
}
