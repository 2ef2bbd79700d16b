/**
 * Casting pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/wax': () => import('./pages/wax-page').then((m) => m.WaxPage),
  '/cast': () => import('./pages/casts-page').then((m) => m.CastsPage),
  '/cast/create': () => import('./pages/create-cast-page').then((m) => m.CreateCastPage),
  '/cast/detail/{id}': () => import('./pages/cast-detail-page').then((m) => m.CastDetailPage),
};
