import type { Holder } from '../../../../shared/contracts/materials/material';
import type { UpdateHolderBody } from '../../../../shared/contracts/materials/update-holder';
import { materialsQueryKey } from './find-holders';
import { useRecordUpdate } from '../../../shell/record-update';

/** Also deactivates: `{ active: false }` (holders are never deleted: the ledger names them). */
export function useUpdateHolder() {
  return useRecordUpdate<UpdateHolderBody, Holder>((id) => `/api/materials/holders/${id}`, materialsQueryKey);
}
