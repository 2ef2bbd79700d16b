import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { page, loadedPage, searchPage } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/** The casting pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const castingRoutes = [
  createRoute(searchPage('/wax', () => import('./pages/wax-page').then((m) => m.WaxPage))),
  createRoute(searchPage('/cast', () => import('./pages/casts-page').then((m) => m.CastsPage))),
  createRoute(loadedPage('/cast/create', () => import('./pages/create-cast-page').then((m) => m.CreateCastPage))),
  createRoute(page('/cast/detail', () => import('./pages/cast-find-page').then((m) => m.CastFindPage))),
  createRoute(loadedPage('/cast/detail/{id}', () => import('./pages/cast-detail-page').then((m) => m.CastDetailPage))),
  createRoute(page('/cast/detail/follow', () => import('./pages/cast-follow-page').then((m) => m.CastFollowPage))),
  createRoute(searchPage('/cast/detail/summary', () => import('./pages/cast-summary-page').then((m) => m.CastSummaryPage))),
  createRoute(loadedPage('/cast/detail/info-{id}', () => import('./pages/cast-info-page').then((m) => m.CastInfoPage))),
  createRoute(loadedPage('/setting/estimate-wax', () => import('./pages/estimate-wax-page').then((m) => m.EstimateWaxPage))),
] as const;
