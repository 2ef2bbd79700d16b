import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardLink } from '../../../../shared/contracts/materials/board-links';
import { api } from '../../../shell/http';
import { boardLinksQueryKey } from './find-board-links';
import { receiptPriceLinkQueryKey } from './get-receipt-price-link';

/** Receipts and invoices print this link's price page from now on. */
export function chooseReceiptBoardLink(id: number): Promise<BoardLink> {
  return api.post<BoardLink>(`/api/board/links/${id}/receipts`);
}

export function useChooseReceiptBoardLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseReceiptBoardLink,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardLinksQueryKey }),
        queryClient.invalidateQueries({ queryKey: receiptPriceLinkQueryKey }),
      ]),
  });
}
