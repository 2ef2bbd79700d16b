import type { AppRoute } from '../../shared/routes';

const digitsOnly = /^\d+$/;

type PathParam = 'id' | 'holder';

/** One segment of `RouterPathOf`: `{id}` → `$id`, `gem-{id}` → `gem-{$id}`. */
type RouterSegmentOf<Segment extends string> = Segment extends `{${infer Name extends PathParam}}`
  ? `$${Name}`
  : Segment extends `${infer Head}{${infer Name extends PathParam}}${infer Tail}`
    ? `${Head}{$${Name}}${RouterSegmentOf<Tail>}`
    : Segment;

/** `toRouterPath`'s answer as a type, so a route built from a pattern keeps its typed path. */
export type RouterPathOf<Pattern extends string> = Pattern extends `${infer Segment}/${infer Rest}`
  ? `${RouterSegmentOf<Segment>}/${RouterPathOf<Rest>}`
  : RouterSegmentOf<Pattern>;

/** `/entry/gem-{id}` → `/entry/gem-{$id}`, `/test/{id}` → `/test/$id`. */
export function toRouterPath<Pattern extends string>(pattern: Pattern): RouterPathOf<Pattern> {
  return pattern
    .split('/')
    .map((segment) =>
      /^\{(id|holder)\}$/.test(segment) ? `$${segment.slice(1, -1)}` : segment.replace(/\{(id|holder)\}/g, '{$$$1}'),
    )
    .join('/') as RouterPathOf<Pattern>;
}

/** Checked on the raw query string, as the server does (`1e3` is not digits). */
export function digitQueryValid(route: AppRoute, searchStr: string): boolean {
  const query = new URLSearchParams(searchStr);
  return (route.digitQuery ?? []).every((name) => digitsOnly.test(query.get(name) ?? ''));
}

/**
 * Search values stay plain strings, exactly as in the address: the server
 * validates raw query strings, and the router's default JSON encoding would
 * turn `{ categoryId: '12' }` into `?categoryId=%2212%22`. Pages convert
 * types in their own `validateSearch`.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  // The router parses the search of every link it builds, on every render (the menu's forty links
  // among them): an address seen before is read from the cache (a copy: the router may change it).
  let parsed = parsedSearches.get(searchStr);
  if (!parsed) {
    parsed = Object.fromEntries(new URLSearchParams(searchStr));
    if (parsedSearches.size >= 500) parsedSearches.clear();
    parsedSearches.set(searchStr, parsed);
  }
  return { ...parsed };
}

const parsedSearches = new Map<string, Readonly<Record<string, string>>>();

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
