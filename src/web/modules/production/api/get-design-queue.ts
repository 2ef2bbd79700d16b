import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetDesignQueueQuery, GetDesignQueueResponse } from '../../../../shared/contracts/production/get-design-queue';
import { api } from '../../../shell/http';
import { productionQueryKey } from './find-pre-orders';

/** Items at ordering or designing, per designer, with their latest design step. */
export const getDesignQueueQueryOptions = (query: GetDesignQueueQuery = {}) =>
  queryOptions({
    queryKey: [...productionQueryKey, 'design-queue', query],
    queryFn: ({ signal }) => api.get<GetDesignQueueResponse>('/api/production/design-queue', { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useGetDesignQueue(query: GetDesignQueueQuery = {}) {
  return useQuery(getDesignQueueQueryOptions(query));
}
