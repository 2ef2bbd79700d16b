import { queryOptions } from '@tanstack/react-query';
import { api } from './http';

type CatalogueQuery = Record<string, string | undefined>;

/**
 * The query options of a catalogue the API returns whole, ordered by code (a
 * shop has a handful of categories): kept a minute, keyed by its filters
 * (`{ active: 'true' }` for pickers), for a page's hook and a route's loader.
 */
export function catalogueQueryOptions<Query extends CatalogueQuery, Response>(queryKey: readonly string[], path: string) {
  return (query: Query = {} as Query) =>
    queryOptions({
      queryKey: [...queryKey, query],
      queryFn: ({ signal }) => api.get<Response>(path, { query, signal }),
      staleTime: 60_000,
    });
}
