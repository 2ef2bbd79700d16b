import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindBoardLinksResponse } from '../../../../shared/contracts/materials/board-links';
import { api } from '../../../shell/http';

export const boardLinksQueryKey = ['materials', 'board-links'] as const;

/** The owner's board links, the active ones first. */
export const findBoardLinksQueryOptions = () =>
  queryOptions({
    queryKey: boardLinksQueryKey,
    queryFn: ({ signal }) => api.get<FindBoardLinksResponse>('/api/board/links', { signal }),
  });

export function useFindBoardLinks() {
  return useQuery(findBoardLinksQueryOptions());
}
