import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { api } from '../../../shell/http';
import { afterStoneMovement } from './stones-written';

export interface AssignPreparationInput {
  id: number;
  note?: string;
}

/** The prepared stones confirmed for their item (no stones move). */
export function assignPreparation({ id, note = '' }: AssignPreparationInput): Promise<StonePreparation> {
  return api.post<StonePreparation>(`/api/stones/preparations/${id}/assign`, { note });
}

export function useAssignPreparation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignPreparation, onSuccess: () => afterStoneMovement(queryClient) });
}
