import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  redirect,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { appRoutes, type AppRoute, type RouteLayout } from '../shared/routes';
import { createLazyPage } from './shell/lazy-page';
import { NotFoundPage } from './shell/not-found-page';
import { registeredPages } from './shell/page-registry';
import { PendingPage } from './shell/pending-page';
import { PlaceholderPage } from './shell/placeholder-page';
import { RootLayout } from './shell/root-layout';
import { RouteErrorPage } from './shell/route-error-page';
import { isProductionEnvironment } from './shell/runtime-config';
import { digitQueryValid, parseDigitParams, parsePlainSearch, stringifyPlainSearch, toRouterPath } from './shell/route-paths';
import { homeRedirectOf } from './shell/home-path';
import { ensureSession } from './shell/session-gate';

export interface RouterContext {
  queryClient: QueryClient;
}

function pageComponentFor(route: AppRoute): ComponentType {
  const registered = registeredPages.get(route.path);
  if (registered) return createLazyPage(registered.load);
  return function Placeholder() {
    return <PlaceholderPage route={route} />;
  };
}

const defaultLayout = createLazyPage(() => import('./shell/layouts/default-layout').then((m) => m.DefaultLayout));
const emptyLayout = createLazyPage(() => import('./shell/layouts/empty-layout').then((m) => m.EmptyLayout));

/** `history` is for tests (memory history); the app uses the browser's. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: RootLayout,
    notFoundComponent: NotFoundPage,
    errorComponent: RouteErrorPage,
  });

  // Layouts load lazily too: `/` and the entry pages use neither.
  const layoutRoutes: Record<RouteLayout, AnyRoute> = {
    default: createRoute({ getParentRoute: () => rootRoute, id: 'layout-default', component: defaultLayout }),
    empty: createRoute({ getParentRoute: () => rootRoute, id: 'layout-empty', component: emptyLayout }),
    none: createRoute({ getParentRoute: () => rootRoute, id: 'layout-none' }),
  };

  const pageRoutes = new Map<RouteLayout, AnyRoute[]>();
  // Spec: dev-only pages (the component gallery) do not exist in production.
  const production = isProductionEnvironment();
  for (const route of appRoutes.filter((r) => !(production && r.devOnly))) {
    const pageRoute = createRoute({
      getParentRoute: () => layoutRoutes[route.layout],
      path: toRouterPath(route.path),
      ...(route.path.includes('{id}') ? { params: { parse: parseDigitParams } } : {}),
      staticData: { appRoute: route },
      beforeLoad: async ({ context, location }: { context: RouterContext; location: { searchStr: string } }) => {
        if (!digitQueryValid(route, location.searchStr)) throw notFound();
        if (route.public) return;
        const me = await ensureSession(context.queryClient);
        const home = homeRedirectOf(route.path, me.user.role);
        if (home) throw redirect({ to: home, replace: true } as never);
      },
      component: pageComponentFor(route),
    } as never) as AnyRoute;
    pageRoutes.set(route.layout, [...(pageRoutes.get(route.layout) ?? []), pageRoute]);
  }

  const routeTree = rootRoute.addChildren(
    (Object.keys(layoutRoutes) as RouteLayout[]).map((layout) =>
      layoutRoutes[layout].addChildren(pageRoutes.get(layout) ?? []),
    ),
  );

  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    notFoundMode: 'root',
    caseSensitive: true,
    defaultPreload: 'intent',
    defaultPendingMs: 1000,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
