import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Holder } from '../../../../shared/contracts/materials/material';
import type { UpdateHolderBody } from '../../../../shared/contracts/materials/update-holder';
import { api } from '../../../shell/http';
import { materialsQueryKey } from './find-holders';

export interface UpdateHolderInput {
  id: number;
  body: UpdateHolderBody;
}

/** Also deactivates: `{ active: false }` (holders are never deleted: the ledger names them). */
export function updateHolder({ id, body }: UpdateHolderInput): Promise<Holder> {
  return api.patch<Holder>(`/api/materials/holders/${id}`, body);
}

export function useUpdateHolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
