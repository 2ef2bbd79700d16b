import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import type { CreateCastBody } from '../../../../shared/contracts/casting/create-cast';
import { api } from '../../../shell/http';
import { castingQueryKey } from './find-wax-pieces';

/** Silent: the form shows the refusal beside its fields. */
export function createCast(body: CreateCastBody): Promise<CastDetail> {
  return api.post<CastDetail>('/api/casting/casts', body, { silent: true });
}

export function useCreateCast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCast,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: castingQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['production'] }),
      ]),
  });
}
