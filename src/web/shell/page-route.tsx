import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { appRoutes, type AppRoute } from '../../shared/routes';
import { homeRedirectOf } from './home-path';
import { createLazyPage } from './lazy-page';
import { preloadLayoutOf } from './layouts/layout-outlet';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { digitQueryValid } from './route-paths';
import { ensureSession } from './session-gate';

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
 * The root of every page. Pages hang straight under it (their route id is
 * their path); the root renders the layout their line of the route table
 * names, and its loader fetches that layout's chunk beside the page's.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
  loader: ({ location }) => preloadLayoutOf(location.pathname),
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
 * What every page route takes from its line of the route table: the parent,
 * the digits-only query values, and the access rule. A public page opens
 * without a session; any other waits for `/me` (asked for as the app starts,
 * so it is usually there already) and sends a cashier's home to the POS.
 */
export function appPage(pattern: string) {
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
  };
}

/**
 * A page of the route table that only sends the reader on (`/report` opens
 * the dashboard): the redirect happens before any chunk loads, after the same
 * access rule as the page's, so the page it names starts loading at once.
 */
export function redirectingPage(pattern: string, to: string) {
  const page = appPage(pattern);
  return {
    ...page,
    beforeLoad: async (options: { context: RouterContext; location: ParsedLocation }) => {
      await page.beforeLoad(options);
      throw redirect({ href: to, replace: true });
    },
  };
}
