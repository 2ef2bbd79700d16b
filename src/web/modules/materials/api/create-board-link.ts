import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBoardLinkBody, CreateBoardLinkResponse } from '../../../../shared/contracts/materials/board-links';
import { api } from '../../../shell/http';
import { boardLinksQueryKey } from './find-board-links';
import { receiptPriceLinkQueryKey } from './get-receipt-price-link';

/** A new board link; its secret comes back this once. */
export function createBoardLink(body: CreateBoardLinkBody): Promise<CreateBoardLinkResponse> {
  return api.post<CreateBoardLinkResponse>('/api/board/links', body);
}

export function useCreateBoardLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoardLink,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boardLinksQueryKey }),
        queryClient.invalidateQueries({ queryKey: receiptPriceLinkQueryKey }),
      ]),
  });
}
