import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardLink } from '../../../../shared/contracts/materials/board-links';
import { api } from '../../../shell/http';
import { boardLinksQueryKey } from './find-board-links';
import { receiptPriceLinkQueryKey } from './get-receipt-price-link';

/** The link opens nothing from now on; a board open on it goes blank within seconds. */
export function revokeBoardLink(id: number): Promise<BoardLink> {
  return api.post<BoardLink>(`/api/board/links/${id}/revoke`);
}

export function useRevokeBoardLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeBoardLink,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardLinksQueryKey }),
        queryClient.invalidateQueries({ queryKey: receiptPriceLinkQueryKey }),
      ]),
  });
}
