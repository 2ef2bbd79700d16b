import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage, searchPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);

const waxRoute = createRoute({
  ...searchPage('/wax', loads),
  path: '/wax',
  component: lazyPage(() => import('./pages/wax-page').then((m) => m.WaxPage)),
});

const castsRoute = createRoute({
  ...searchPage('/cast', loads),
  path: '/cast',
  component: lazyPage(() => import('./pages/casts-page').then((m) => m.CastsPage)),
});

const createCastRoute = createRoute({
  ...appPage('/cast/create', loads),
  path: '/cast/create',
  component: lazyPage(() => import('./pages/create-cast-page').then((m) => m.CreateCastPage)),
});

const castFindRoute = createRoute({
  ...appPage('/cast/detail'),
  path: '/cast/detail',
  component: lazyPage(() => import('./pages/cast-find-page').then((m) => m.CastFindPage)),
});

const castDetailRoute = createRoute({
  ...appPage('/cast/detail/{id}', loads),
  path: '/cast/detail/$id',
  params: idParams,
  component: lazyPage(() => import('./pages/cast-detail-page').then((m) => m.CastDetailPage)),
});

const castFollowRoute = createRoute({
  ...appPage('/cast/detail/follow'),
  path: '/cast/detail/follow',
  component: lazyPage(() => import('./pages/cast-follow-page').then((m) => m.CastFollowPage)),
});

const castSummaryRoute = createRoute({
  ...searchPage('/cast/detail/summary', loads),
  path: '/cast/detail/summary',
  component: lazyPage(() => import('./pages/cast-summary-page').then((m) => m.CastSummaryPage)),
});

const castInfoRoute = createRoute({
  ...appPage('/cast/detail/info-{id}', loads),
  path: '/cast/detail/info-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/cast-info-page').then((m) => m.CastInfoPage)),
});

const estimateWaxRoute = createRoute({
  ...appPage('/setting/estimate-wax', loads),
  path: '/setting/estimate-wax',
  component: lazyPage(() => import('./pages/estimate-wax-page').then((m) => m.EstimateWaxPage)),
});

/** The casting pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const castingRoutes = [waxRoute, castsRoute, createCastRoute, castFindRoute, castDetailRoute, castFollowRoute, castSummaryRoute, castInfoRoute, estimateWaxRoute] as const;
