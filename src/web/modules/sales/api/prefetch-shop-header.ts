import type { QueryClient } from '@tanstack/react-query';
import { getReceiptPriceLinkQueryOptions } from '../../materials/api/get-receipt-price-link';
import { canAny, meQueryOptions } from '../../platform/api/get-me';
import { getSettingsQueryOptions } from '../../platform/api/get-settings';

/**
 * What a printed sheet's head reads (components/shop-header.ts): the settings
 * and, for those who read sales, the rate board's price link. A loader of a
 * page with a sheet asks for them beside its chunk.
 */
export function prefetchShopHeader(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getSettingsQueryOptions);
  if (canAny(queryClient.getQueryData(meQueryOptions.queryKey), ['sales.read'])) void queryClient.prefetchQuery(getReceiptPriceLinkQueryOptions());
}
