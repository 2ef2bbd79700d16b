import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GetBoardQuery, GetBoardResponse } from '../../../../shared/contracts/production/get-board';
import { api } from '../../../shell/http';
import { productionQueryKey } from './find-pre-orders';

export const boardQueryKey = [...productionQueryKey, 'board'] as const;

/** Per work stage: the count and the items waiting longest. Refreshed each minute: the workshop moves. */
export const getBoardQueryOptions = (query: GetBoardQuery = {}) =>
  queryOptions({
    queryKey: [...boardQueryKey, query],
    queryFn: ({ signal }) => api.get<GetBoardResponse>('/api/production/board', { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export function useGetBoard(query: GetBoardQuery = {}) {
  return useQuery(getBoardQueryOptions(query));
}
