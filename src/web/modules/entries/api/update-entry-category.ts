import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import type { UpdateEntryCategoryBody } from '../../../../shared/contracts/entries/update-entry-category';
import { entryCategoriesQueryKey } from './find-entry-categories';
import { useRecordUpdate } from '../../../shell/record-update';

/** Also deactivates: `{ active: false }` (categories are never deleted: entries name them). */
export function useUpdateEntryCategory() {
  return useRecordUpdate<UpdateEntryCategoryBody, EntryCategory>((id) => `/api/entries/categories/${id}`, entryCategoriesQueryKey);
}
