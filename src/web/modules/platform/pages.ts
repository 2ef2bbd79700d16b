/**
 * Platform pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/': () => import('./pages/home-page').then((m) => m.HomePage),
  '/login': () => import('./pages/login-page').then((m) => m.LoginPage),
  '/login/qr': () => import('./pages/login-qr-page').then((m) => m.LoginQrPage),
  '/login/options': () => import('./pages/login-options-page').then((m) => m.LoginOptionsPage),
  '/setting': () => import('./pages/settings-page').then((m) => m.SettingsPage),
  '/setting/backup': () => import('./pages/backups-page').then((m) => m.BackupsPage),
  '/branch': () => import('./pages/branches-page').then((m) => m.BranchesPage),
  '/test': () => import('./pages/test-gallery').then((m) => m.TestGalleryPage),
  '/test/page1': () => import('./pages/test-gallery').then((m) => m.TestGalleryPage),
  '/test/{id}': () => import('./pages/test-gallery').then((m) => m.TestGalleryPage),
  '/test/{id}/detail': () => import('./pages/test-gallery').then((m) => m.TestGalleryPage),
};
