import { Outlet, useRouterState } from '@tanstack/react-router';
import { matchAppRoute, type RouteLayout } from '../../../shared/routes';
import { createLazyPage, type LazyPage } from '../lazy-page';

// Layouts load lazily too: `/` and the entry pages use neither.
const layouts: Record<Exclude<RouteLayout, 'none'>, LazyPage> = {
  default: createLazyPage(() => import('./default-layout').then((m) => m.DefaultLayout)),
  empty: createLazyPage(() => import('./empty-layout').then((m) => m.EmptyLayout)),
};

/** Fetches the chunk of the layout a path opens in (the root's loader: beside the page's chunk and data). */
export function preloadLayoutOf(pathname: string): Promise<void> {
  const layout = matchAppRoute(pathname)?.route.layout;
  return layout && layout !== 'none' ? layouts[layout].preload() : Promise.resolve();
}

/** The page in the layout its line of the route table names; the same layout stays mounted from page to page. */
export function LayoutOutlet() {
  const layout = useRouterState({ select: (state) => state.matches.at(-1)?.staticData.appRoute?.layout });
  const Layout = layout && layout !== 'none' ? layouts[layout] : Outlet;
  return <Layout />;
}
