import { createRoute } from '@tanstack/react-router';
import { appPage, lazyPage } from '../../shell/page-route';

const setupRoute = createRoute({
  ...appPage('/setup'),
  path: '/setup',
  component: lazyPage(() => import('./pages/setup-page').then((m) => m.SetupPage)),
});

const openingRoute = createRoute({
  ...appPage('/setting/opening'),
  path: '/setting/opening',
  component: lazyPage(() => import('./pages/opening-page').then((m) => m.OpeningPage)),
});

/** The setup pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const setupRoutes = [setupRoute, openingRoute] as const;
