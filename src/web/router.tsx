import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { castingRoutes } from './modules/casting/routes';
import { entriesRoutes } from './modules/entries/routes';
import { importsRoutes } from './modules/imports/routes';
import { materialsRoutes } from './modules/materials/routes';
import { galleryRoutes, platformRoutes } from './modules/platform/routes';
import { productionRoutes } from './modules/production/routes';
import { reportsRoutes } from './modules/reports/routes';
import { salesRoutes } from './modules/sales/routes';
import { setupRoutes } from './modules/setup/routes';
import { stockRoutes } from './modules/stock/routes';
import { stonesRoutes } from './modules/stones/routes';
import { rootRoute } from './shell/page-route';
import { PendingPage } from './shell/pending-page';
import { RouteErrorPage } from './shell/route-error-page';
import { isProductionEnvironment } from './shell/runtime-config';
import { parsePlainSearch, stringifyPlainSearch } from './shell/route-paths';

export type { RouterContext } from './shell/page-route';

/** Every module's pages; spec: dev-only pages (the component gallery) do not exist in production. */
function routeTree(production: boolean) {
  return rootRoute.addChildren([
    ...platformRoutes,
    ...(production ? [] : galleryRoutes),
    ...setupRoutes,
    ...entriesRoutes,
    ...productionRoutes,
    ...castingRoutes,
    ...reportsRoutes,
    ...stonesRoutes,
    ...salesRoutes,
    ...materialsRoutes,
    ...stockRoutes,
    ...importsRoutes,
  ]);
}

export interface AppRouterOptions {
  /** A memory history (the tests, the server's draw); the app uses the browser's. */
  readonly history?: RouterHistory;
  /** The server's draw of a page (main-server.tsx): no scroll restoration, whose script the page would carry inline. */
  readonly server?: boolean;
}

export function createAppRouter(queryClient: QueryClient, { history, server = false }: AppRouterOptions = {}) {
  return createRouter({
    routeTree: routeTree(isProductionEnvironment()),
    ...(history ? { history } : {}),
    ...(server ? { isServer: true } : {}),
    context: { queryClient },
    notFoundMode: 'root',
    caseSensitive: true,
    defaultPreload: 'intent',
    defaultPendingMs: 1000,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: !server,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
