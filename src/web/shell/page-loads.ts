import type { QueryClient } from '@tanstack/react-query';

/** The address's path parameters a page's data is named by (`/cast/detail/{id}`, `/material/holder-{holder}`). */
export type PageParams = Readonly<{ id?: string; holder?: string }>;

/**
 * What a page needs as it opens, beside its own chunk: its search checked
 * against the shared contract (`searchOf`), and the queries it starts with.
 * A module keeps these in its pages/page-loads.ts, a chunk of its own that
 * arrives with the page's (the server preloads both, scripts/route-preloads.ts):
 * the route table, in the first screen, names them only by type, so the
 * contracts' schemas (zod) and the query options stay out of it.
 */
export interface PageLoad<Search = Record<never, never>> {
  /** The search the page keeps; a value the contract refuses is dropped. */
  readonly search?: (raw: Record<string, unknown>) => Search;
  /**
   * Starts the page's queries. Their answers are not waited for (the page
   * shows its own waiting); a load that returns a promise is, for what the
   * page's first render must hold (the counter's branch list, a home's cards).
   */
  readonly load?: (queryClient: QueryClient, page: { readonly search: Search; readonly params: PageParams }) => void | Promise<unknown>;
}

/** One page's entry of a module's page-loads.ts: the search's type flows to `load`. */
export function pageLoad<Search = Record<never, never>>(page: {
  readonly search?: (raw: Record<string, unknown>) => Search;
  readonly load?: (queryClient: QueryClient, page: { readonly search: NoInfer<Search>; readonly params: PageParams }) => void | Promise<unknown>;
}): PageLoad<Search> {
  return page;
}

/** A module's page loads by the page's pattern in src/shared/routes.ts. */
export type PageLoads = Readonly<
  Record<string, { readonly search?: (raw: Record<string, unknown>) => object; readonly load?: (queryClient: QueryClient, page: never) => void | Promise<unknown> }>
>;

/** The search type of one page's entry. */
export type SearchOfPage<Page> = Page extends PageLoad<infer Search> ? Search : never;
