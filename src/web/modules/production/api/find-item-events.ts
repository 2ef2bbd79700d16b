import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindItemEventsResponse } from '../../../../shared/contracts/production/find-item-events';
import { api } from '../../../shell/http';
import { itemsQueryKey } from './get-item';

/** Every event of the item, oldest first. */
export const findItemEventsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...itemsQueryKey, id, 'events'],
    queryFn: ({ signal }) => api.get<FindItemEventsResponse>(`/api/production/items/${id}/events`, { signal, silent: true }),
    retry: false,
  });

export function useFindItemEvents(id: number) {
  return useQuery(findItemEventsQueryOptions(id));
}
