import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { page, loadedPage, searchPage } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/** The platform pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const platformRoutes = [
  createRoute(loadedPage('/', () => import('./pages/home-page').then((m) => m.HomePage))),
  createRoute(page('/login', () => import('./pages/login-page').then((m) => m.LoginPage))),
  createRoute(page('/login/qr', () => import('./pages/login-qr-page').then((m) => m.LoginQrPage))),
  createRoute(page('/login/options', () => import('./pages/login-options-page').then((m) => m.LoginOptionsPage))),
  createRoute(searchPage('/setting', () => import('./pages/settings-page').then((m) => m.SettingsPage))),
  createRoute(loadedPage('/setting/backup', () => import('./pages/backups-page').then((m) => m.BackupsPage))),
  createRoute(page('/branch', () => import('./pages/branches-page').then((m) => m.BranchesPage))),
] as const;

/** The component gallery: outside production only. */
export const galleryRoutes = [
  createRoute(page('/test', () => import('./pages/test-gallery').then((m) => m.TestGalleryPage))),
  createRoute(page('/test/page1', () => import('./pages/test-gallery').then((m) => m.TestGalleryPage))),
  createRoute(page('/test/{id}', () => import('./pages/test-gallery').then((m) => m.TestGalleryPage))),
  createRoute(page('/test/{id}/detail', () => import('./pages/test-gallery').then((m) => m.TestGalleryPage))),
] as const;
