import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateHolderBody } from '../../../../shared/contracts/materials/create-holder';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { api } from '../../../shell/http';
import { materialsQueryKey } from './find-holders';

export function createHolder(body: CreateHolderBody): Promise<Holder> {
  return api.post<Holder>('/api/materials/holders', body);
}

export function useCreateHolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsQueryKey }),
  });
}
