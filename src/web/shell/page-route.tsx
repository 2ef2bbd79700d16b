import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { appRoutes, matchAppRoute, type AppRoute } from '../../shared/routes';
import { shellViews } from './deferred-views';
import { homeRedirectOf } from './home-path';
import { createLazyPage } from './lazy-page';
import { preloadLayoutOf } from './layouts/layout-outlet';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import type { PageLoad, PageLoads, PageParams, SearchOfPage } from './page-loads';
import { digitQueryValid, stringifyPlainSearch, toRouterPath } from './route-paths';
import { isProductionEnvironment } from './runtime-config';
import { ensureSession } from './session-gate';
import { withFirstAnswers, type LoadCause } from './first-answers';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's line of src/shared/routes.ts: its layout and access rule. */
    appRoute?: AppRoute;
  }
}

/**
 * The date pickers' Khmer names of months and days (dayjs's km locale, which
 * DatesProvider in app.tsx names): fetched beside the first page rather than
 * in the first screen, and there before any page draws a picker.
 */
const datesLocale = () => import('dayjs/locale/km');

/**
 * An address that opens no page shows the not-found page, whose view comes
 * with the shell's views (deferred-views.tsx): fetched beside the rest, so
 * that it is not drawn plainly first.
 */
function notFoundViewOf(location: ParsedLocation): Promise<void> | undefined {
  const match = matchAppRoute(location.pathname, location.searchStr);
  return !match || (match.route.devOnly && isProductionEnvironment()) ? shellViews.fetch() : undefined;
}

/**
 * The root of every page. Pages hang straight under it (their route id is
 * their path); the root renders the layout their line of the route table
 * names, and its loader fetches that layout's chunk beside the page's.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
  loader: ({ location }) => Promise.all([preloadLayoutOf(location.pathname), datesLocale(), notFoundViewOf(location)]).then(() => undefined),
});

const digitsOnly = /^\d+$/;

/**
 * A page's component, its own chunk: the router fetches it beside the route's
 * loader and the layout. `unknown` on purpose: a page's types depend on the
 * route tree (its typed `useSearch`), so the tree must not depend on them.
 */
export function lazyPage(load: () => Promise<unknown>) {
  // A failed chunk becomes a route error, which the chunk-reload guard answers (one reload, then the error).
  return createLazyPage(() => load().then((component) => component as ComponentType));
}

/**
 * `{id}` is digits only (spec §5): anything else does not match the route,
 * and the path shows "Page not found". The router reads `false` as no match.
 */
export const idParams = {
  parse: (raw: { id: string }): { id: string } => (digitsOnly.test(raw.id) ? { id: raw.id } : (false as unknown as { id: string })),
  stringify: (params: { id: string | number }) => ({ id: String(params.id) }),
};

/**
 * `{holder}` is a holder's code, taken as it is. Named here since a route
 * whose params are not parsed would take their type from the loader's.
 */
export const holderParams = {
  parse: (raw: { holder: string }): { holder: string } => ({ holder: raw.holder }),
  stringify: (params: { holder: string }) => ({ holder: params.holder }),
};

/** A module's page loads (its pages/page-loads.ts), fetched as a chunk of its own. */
type LoadsOf<Pages extends PageLoads> = () => Promise<Pages>;

/**
 * What every page route takes from its line of the route table: the parent,
 * the digits-only query values, and the access rule. A public page opens
 * without a session; any other waits for `/me` (asked for as the app starts,
 * so it is usually there already) and sends a cashier's home to the POS.
 * With `loads`, the loader fetches the module's page loads beside the page's
 * chunk and starts the page's queries.
 */
export function appPage<Pages extends PageLoads>(pattern: keyof Pages & string, loads?: LoadsOf<Pages>) {
  const appRoute = appRoutes.find((route) => route.path === pattern);
  if (!appRoute) throw new Error(`${pattern} is not in src/shared/routes.ts`);
  return {
    getParentRoute: () => rootRoute,
    staticData: { appRoute },
    beforeLoad: async ({ context, location }: { context: RouterContext; location: ParsedLocation }) => {
      if (!digitQueryValid(appRoute, location.searchStr)) throw notFound();
      if (appRoute.public) return;
      const me = await ensureSession(context.queryClient);
      const home = homeRedirectOf(appRoute.path, me.user.role);
      if (home) throw redirect({ href: home, replace: true });
    },
    loader: async ({ context, params, cause }: { context: RouterContext; params: PageParams; cause: LoadCause }) => {
      if (!loads) return;
      const entry = entryOf<Record<never, never>>(await loads(), pattern);
      await withFirstAnswers(context.queryClient, cause, () => entry.load?.(context.queryClient, { search: {}, params }));
    },
  };
}

/** One page's entry, as the route that names it reads it (its search's type is the route's). */
function entryOf<Search>(pages: PageLoads, pattern: string): PageLoad<Search> {
  return (pages[pattern] ?? {}) as PageLoad<Search>;
}

/** Keeps the address's non-empty values: the search until the page's contract check has arrived. */
function plainSearch(raw: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** A search as the address holds it: names and text values. */
const valuesOf = (search: unknown) => search as Record<string, unknown>;

const sameSearch = (a: unknown, b: unknown) => {
  const left = Object.entries(valuesOf(a));
  return left.length === Object.keys(valuesOf(b)).length && left.every(([name, value]) => valuesOf(b)[name] === value);
};

/**
 * A page whose search is checked against its contract (`searchOf` in the
 * module's page-loads.ts), typed here from that check without loading it:
 * until the check has arrived (the first page of a visit), the route keeps
 * the address's values as they are, and the loader, once it has the check,
 * sends the reader on (replacing the address) to the search without any
 * value the contract refuses, so the page opens as if it were absent. The
 * check then runs as the router reads each address.
 */
export function searchPage<Pages extends PageLoads, Pattern extends keyof Pages & string>(pattern: Pattern, loads: LoadsOf<Pages>) {
  type Search = SearchOfPage<Pages[Pattern]>;
  let check: ((raw: Record<string, unknown>) => Search) | undefined;
  const { loader: _plainLoader, ...page } = appPage(pattern, loads);
  return {
    ...page,
    validateSearch: (raw: Record<string, unknown>): Search => (check ? check(raw) : (plainSearch(raw) as Search)),
    loaderDeps: ({ search }: { search: Search }) => search,
    loader: async ({ context, params, deps, location, cause }: { context: RouterContext; params: PageParams; deps: Search; location: ParsedLocation; cause: LoadCause }) => {
      const entry = entryOf<Search>(await loads(), pattern);
      check ??= entry.search ?? ((raw) => raw as Search);
      const checked = check(valuesOf(deps));
      if (!sameSearch(checked, deps)) throw redirect({ href: `${location.pathname}${stringifyPlainSearch(valuesOf(checked))}`, replace: true });
      await withFirstAnswers(context.queryClient, cause, () => entry.load?.(context.queryClient, { search: checked, params }));
    },
  };
}

/**
 * A page of the route table that only sends the reader on (`/report` opens
 * the dashboard): the redirect happens before any chunk loads, after the same
 * access rule as the page's, so the page it names starts loading at once.
 */
export function redirectingPage(pattern: string, to: string) {
  const { loader: _noLoader, ...page } = appPage(pattern);
  return {
    ...page,
    beforeLoad: async (options: { context: RouterContext; location: ParsedLocation }) => {
      await page.beforeLoad(options);
      throw redirect({ href: to, replace: true });
    },
  };
}

/** The params a pattern's route parses: `{id}` digits only, `{holder}` as it is. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}{id}${string}`
  ? typeof idParams
  : Pattern extends `${string}{holder}${string}`
    ? typeof holderParams
    : undefined;

function paramsOf<Pattern extends string>(pattern: Pattern): ParamsOf<Pattern> {
  return (pattern.includes('{id}') ? idParams : pattern.includes('{holder}') ? holderParams : undefined) as ParamsOf<Pattern>;
}

/** A page's component as a module of pages/ exports it: `() => import('./pages/wax-page').then((m) => m.WaxPage)`. */
type PageComponent = () => Promise<unknown>;

/** The path, params and component every page route takes from its pattern. */
function pageOf<Pattern extends string>(pattern: Pattern, component: PageComponent) {
  return { path: toRouterPath(pattern), params: paramsOf(pattern), component: lazyPage(component) };
}

/**
 * A module's pages, each declared in one line by its pattern in
 * src/shared/routes.ts: `createRoute(searchPage('/cast', () => import(…)))`.
 * The route's path and params come from the pattern (`toRouterPath`), its
 * layout and access rule from the route table. `loads` is the module's
 * pages/page-loads.ts (none where no page starts queries as it opens); a
 * page without an entry there is a `page`, which does not fetch it. The options are made here and the route in the module, so
 * that TanStack Router reads each route's path, params and search as written.
 */
export function modulePages<Pages extends PageLoads = Record<never, never>>(loads: LoadsOf<Pages> = async () => ({}) as Pages) {
  return {
    /** A page with nothing to start as it opens. */
    page: <const Pattern extends string>(pattern: Pattern, component: PageComponent) => ({ ...appPage(pattern), ...pageOf(pattern, component) }),
    /** A page whose entry in page-loads.ts starts its first queries. */
    loadedPage: <const Pattern extends keyof Pages & string>(pattern: Pattern, component: PageComponent) => ({
      ...appPage(pattern, loads),
      ...pageOf(pattern, component),
    }),
    /** A page with a search checked against its contract (`searchPage`). */
    searchPage: <const Pattern extends keyof Pages & string>(pattern: Pattern, component: PageComponent) => ({
      ...searchPage(pattern, loads),
      ...pageOf(pattern, component),
    }),
    /** A page that only sends the reader on (`redirectingPage`). */
    redirect: <const Pattern extends string>(pattern: Pattern, to: string) => ({ ...redirectingPage(pattern, to), path: toRouterPath(pattern) }),
  };
}
