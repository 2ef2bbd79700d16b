import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CastingHomeFigures } from '../../../../shared/contracts/casting/get-casting-home-figures';
import { api } from '../../../shell/http';
import { castsQueryKey } from './find-casts';

/** Casts not yet finished, per step. */
export const getCastingHomeFiguresQueryOptions = () =>
  queryOptions({
    queryKey: [...castsQueryKey, 'home-figures'] as const,
    queryFn: ({ signal }) => api.get<CastingHomeFigures>('/api/casting/home-figures', { signal }),
  });

export function useCastingHomeFigures() {
  return useQuery(getCastingHomeFiguresQueryOptions());
}
