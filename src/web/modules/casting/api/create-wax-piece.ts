import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaxPiece } from '../../../../shared/contracts/casting/cast';
import type { CreateWaxPieceBody } from '../../../../shared/contracts/casting/create-wax-piece';
import { api } from '../../../shell/http';
import { castingQueryKey } from './find-wax-pieces';

/** Silent: the form shows the refusal (an item no longer at waxing) itself. */
export function createWaxPiece(body: CreateWaxPieceBody): Promise<WaxPiece> {
  return api.post<WaxPiece>('/api/casting/wax', body, { silent: true });
}

export function useCreateWaxPiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWaxPiece,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: castingQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['production'] }),
      ]),
  });
}
