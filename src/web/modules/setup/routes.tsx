import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { page, loadedPage } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/** The setup pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const setupRoutes = [
  createRoute(page('/setup', () => import('./pages/setup-page').then((m) => m.SetupPage))),
  createRoute(loadedPage('/setting/opening', () => import('./pages/opening-page').then((m) => m.OpeningPage))),
] as const;
