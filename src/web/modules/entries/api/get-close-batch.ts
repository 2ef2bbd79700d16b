import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CloseBatchDetail } from '../../../../shared/contracts/entries/entry-close-batch';
import { api } from '../../../shell/http';
import { closeBatchesQueryKey } from './find-close-batches';

/** The printable sheet is the list page with `?id=`: the spec has no route of its own for it. */
/** The close sheet's page (`/entries-close?id=`), as link options of the typed router. */
export const closeBatchSheetPath = (id: number) => ({ to: '/entries-close', search: { id: String(id) } }) as const;

/** One close sheet with the entries closed on it. */
export const getCloseBatchQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...closeBatchesQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<CloseBatchDetail>(`/api/entries/close-batches/${id}`, { signal, silent: true }),
  });

/** An id that is not a positive integer asks nothing. */
export function useGetCloseBatch(id: number) {
  return useQuery({ ...getCloseBatchQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
