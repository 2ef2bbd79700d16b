import { createRoute } from '@tanstack/react-router';
import { appPage, lazyPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);

const setupRoute = createRoute({
  ...appPage('/setup'),
  path: '/setup',
  component: lazyPage(() => import('./pages/setup-page').then((m) => m.SetupPage)),
});

const openingRoute = createRoute({
  ...appPage('/setting/opening', loads),
  path: '/setting/opening',
  component: lazyPage(() => import('./pages/opening-page').then((m) => m.OpeningPage)),
});

/** The setup pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const setupRoutes = [setupRoute, openingRoute] as const;
