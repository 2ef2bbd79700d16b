import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryHomeFigures } from '../../../../shared/contracts/entries/get-entry-home-figures';
import { api } from '../../../shell/http';
import { entriesQueryKey } from './find-entries';

/** The bench figures of a home: open entries, waiting to accept, this month's loss against the allowance (a jeweller: their own). */
export const getEntryHomeFiguresQueryOptions = () =>
  queryOptions({
    queryKey: [...entriesQueryKey, 'home-figures'] as const,
    queryFn: ({ signal }) => api.get<EntryHomeFigures>('/api/entries/home-figures', { signal }),
  });

export function useEntryHomeFigures() {
  return useQuery(getEntryHomeFiguresQueryOptions());
}
