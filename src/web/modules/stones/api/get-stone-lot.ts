import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoneLotDetail } from '../../../../shared/contracts/stones/stone-lots';
import { api } from '../../../shell/http';
import { lotsQueryKey } from './stones-query-keys';

/** A lot with its movements (oldest first) and its preparations. Silent: the page says "not found". */
export const getStoneLotQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...lotsQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<StoneLotDetail>(`/api/stones/lots/${id}`, { signal, silent: true }),
  });

/** An id that is not a positive integer asks nothing. */
export function useGetStoneLot(id: number | null) {
  const wanted = id !== null && Number.isInteger(id) && id > 0;
  return useQuery({ ...getStoneLotQueryOptions(wanted ? id : 0), enabled: wanted });
}
