import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { appPage, idParams, lazyPage } from '../../shell/page-route';
import { searchOf } from '../../shell/search-params';
import { meQueryOptions } from './api/get-me';

/** `/setting?tab=`: the page falls back to its first tab on a name it does not know. */
const settingsSearch = searchOf({ tab: z.string().max(30) }, ['tab']);

const homeRoute = createRoute({
  ...appPage('/'),
  path: '/',
  component: lazyPage(() => import('./pages/home-page').then((m) => m.HomePage)),
  // The role's cards, each its own chunk and query, at once beside the page's chunk (the registry comes with the page).
  loader: async ({ context: { queryClient } }) => {
    const [me, { preloadHomeFigures }] = await Promise.all([queryClient.ensureQueryData(meQueryOptions), import('../../shell/home-figure-registry')]);
    await preloadHomeFigures(queryClient, me);
  },
});

const testRoute = createRoute({
  ...appPage('/test'),
  path: '/test',
  component: lazyPage(() => import('./pages/test-gallery').then((m) => m.TestGalleryPage)),
});

const testPage1Route = createRoute({
  ...appPage('/test/page1'),
  path: '/test/page1',
  component: lazyPage(() => import('./pages/test-gallery').then((m) => m.TestGalleryPage)),
});

const testIdRoute = createRoute({
  ...appPage('/test/{id}'),
  path: '/test/$id',
  params: idParams,
  component: lazyPage(() => import('./pages/test-gallery').then((m) => m.TestGalleryPage)),
});

const testIdDetailRoute = createRoute({
  ...appPage('/test/{id}/detail'),
  path: '/test/$id/detail',
  params: idParams,
  component: lazyPage(() => import('./pages/test-gallery').then((m) => m.TestGalleryPage)),
});

const loginRoute = createRoute({
  ...appPage('/login'),
  path: '/login',
  component: lazyPage(() => import('./pages/login-page').then((m) => m.LoginPage)),
});

const loginQrRoute = createRoute({
  ...appPage('/login/qr'),
  path: '/login/qr',
  component: lazyPage(() => import('./pages/login-qr-page').then((m) => m.LoginQrPage)),
});

const loginOptionsRoute = createRoute({
  ...appPage('/login/options'),
  path: '/login/options',
  component: lazyPage(() => import('./pages/login-options-page').then((m) => m.LoginOptionsPage)),
});

const settingsRoute = createRoute({
  ...appPage('/setting'),
  path: '/setting',
  validateSearch: settingsSearch,
  component: lazyPage(() => import('./pages/settings-page').then((m) => m.SettingsPage)),
});

const backupsRoute = createRoute({
  ...appPage('/setting/backup'),
  path: '/setting/backup',
  component: lazyPage(() => import('./pages/backups-page').then((m) => m.BackupsPage)),
});

const branchesRoute = createRoute({
  ...appPage('/branch'),
  path: '/branch',
  component: lazyPage(() => import('./pages/branches-page').then((m) => m.BranchesPage)),
});

/** The platform pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const platformRoutes = [homeRoute, loginRoute, loginQrRoute, loginOptionsRoute, settingsRoute, backupsRoute, branchesRoute] as const;

/** The component gallery: outside production only. */
export const galleryRoutes = [testRoute, testPage1Route, testIdRoute, testIdDetailRoute] as const;
