import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { findPendingResponseSchema } from '../../../../shared/contracts/stock/stock-documents';
import { api } from '../../../shell/http';
import { stockQueryKey } from './find-pieces';

export type FindPendingResponse = z.infer<typeof findPendingResponseSchema>;

/** Finished production items (stage finishing) not yet accepted into stock. */
export const findPendingQueryOptions = () =>
  queryOptions({
    queryKey: [...stockQueryKey, 'pending'],
    queryFn: ({ signal }) => api.get<FindPendingResponse>('/api/stock/pending', { signal }),
  });

export function useFindPending() {
  return useQuery(findPendingQueryOptions());
}
