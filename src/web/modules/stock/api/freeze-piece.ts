import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FreezePieceBody, JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { api } from '../../../shell/http';
import { stockQueryKey } from './find-pieces';

export interface FreezePieceInput {
  id: number;
  body: FreezePieceBody;
}

/** Freezes (a hold for a customer, a check) or unfreezes a piece: a frozen piece cannot be sold, moved or cancelled. */
export function freezePiece({ id, body }: FreezePieceInput): Promise<JewelryPiece> {
  return api.post<JewelryPiece>(`/api/stock/pieces/${id}/freeze`, body);
}

export function useFreezePiece() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezePiece,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockQueryKey }),
  });
}
