import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage, searchPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);

const homeRoute = createRoute({
  ...appPage('/', loads),
  path: '/',
  component: lazyPage(() => import('./pages/home-page').then((m) => m.HomePage)),
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
  ...searchPage('/setting', loads),
  path: '/setting',
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
