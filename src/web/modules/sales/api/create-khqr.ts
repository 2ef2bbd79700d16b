import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Khqr, KhqrRequestBody } from '../../../../shared/contracts/sales/khqr';
import { api } from '../../../shell/http';
import { salesQueryKey } from './sales-query-keys';

/** The KHQR code for an amount and bill number; it writes nothing, so it is cached like a read while it is valid. */
export const createKhqrQueryOptions = (body: KhqrRequestBody) =>
  queryOptions({
    queryKey: [...salesQueryKey, 'khqr', body],
    queryFn: () => api.post<Khqr>('/api/sales/khqr', body, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useKhqr(body: KhqrRequestBody | null) {
  return useQuery({ ...createKhqrQueryOptions(body ?? { currency: 'USD', amountMinor: 1, billNumber: '-' }), enabled: body !== null });
}
