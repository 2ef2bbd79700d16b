/**
 * Casting pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/wax': () => import('./pages/wax-page').then((m) => m.WaxPage),
  '/cast': () => import('./pages/casts-page').then((m) => m.CastsPage),
  '/cast/create': () => import('./pages/create-cast-page').then((m) => m.CreateCastPage),
  '/cast/detail': () => import('./pages/cast-find-page').then((m) => m.CastFindPage),
  '/cast/detail/{id}': () => import('./pages/cast-detail-page').then((m) => m.CastDetailPage),
  '/cast/detail/follow': () => import('./pages/cast-follow-page').then((m) => m.CastFollowPage),
  '/cast/detail/summary': () => import('./pages/cast-summary-page').then((m) => m.CastSummaryPage),
  '/cast/detail/info-{id}': () => import('./pages/cast-info-page').then((m) => m.CastInfoPage),
  '/setting/estimate-wax': () => import('./pages/estimate-wax-page').then((m) => m.EstimateWaxPage),
};
