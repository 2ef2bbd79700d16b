import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { quoteSaleBodySchema, SaleQuote } from '../../../../shared/contracts/sales/invoice';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

export type QuoteSaleInput = z.output<typeof quoteSaleBodySchema>;

export const quoteQueryKey = [...salesQueryKey, 'quote'] as const;

/**
 * The POS's live price, exactly as the sale would charge it now. It writes
 * nothing. A line refused on its own (a piece sold meanwhile, a rate the user
 * may not set) is left out of the price and named in `lineProblems`
 * (`lines.{i}.…`), which the POS puts on that line; silent, because a refusal
 * of the whole quote (no rate in force) is shown on the page.
 */
export const quoteSaleQueryOptions = (body: QuoteSaleInput) =>
  queryOptions({
    queryKey: [...quoteQueryKey, body],
    queryFn: ({ signal }) => api.post<SaleQuote>('/api/sales/quote', body, { signal, silent: true }),
    placeholderData: keepPreviousData,
    retry: false,
    // Rates move during the day: a quote older than a minute is asked again.
    staleTime: 60_000,
  });

export function useQuoteSale(body: QuoteSaleInput | null) {
  return useQuery({ ...quoteSaleQueryOptions(body ?? { branchId: 1, customerId: null, lines: [], discountCents: 0 }), enabled: body !== null });
}
