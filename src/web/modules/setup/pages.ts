/**
 * First-run setup and opening balances (DESIGN §3.11), by route pattern of
 * src/shared/routes.ts (see shell/page-registry.ts).
 */
export const pages = {
  '/setup': () => import('./pages/setup-page').then((m) => m.SetupPage),
  '/setting/opening': () => import('./pages/opening-page').then((m) => m.OpeningPage),
};
