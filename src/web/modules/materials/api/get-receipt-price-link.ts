import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetReceiptPriceLinkResponse } from '../../../../shared/contracts/materials/board-links';
import { api } from '../../../shell/http';

export const receiptPriceLinkQueryKey = ['materials', 'receipt-price-link'] as const;

export const getReceiptPriceLinkQueryOptions = () =>
  queryOptions({
    queryKey: receiptPriceLinkQueryKey,
    queryFn: ({ signal }) => api.get<GetReceiptPriceLinkResponse>('/api/board/receipt-link', { signal, silent: true }),
    staleTime: 60_000,
  });

/**
 * The customers' price page a receipt prints as a QR code, as a full address
 * on this server; null while the shop has no active board link (or for a
 * reader the server does not give it to), so the sheet prints no code.
 */
export function useReceiptPriceLink(enabled = true): string | null {
  const { data } = useQuery({ ...getReceiptPriceLinkQueryOptions(), enabled });
  return data?.pricesPath ? new URL(data.pricesPath, window.location.origin).toString() : null;
}
