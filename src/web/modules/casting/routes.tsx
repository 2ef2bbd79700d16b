import { createRoute } from '@tanstack/react-router';
import { findCastsQuerySchema } from '../../../shared/contracts/casting/find-casts';
import { findWaxPiecesQuerySchema } from '../../../shared/contracts/casting/find-wax-pieces';
import { getCastSummaryQuerySchema } from '../../../shared/contracts/casting/get-cast-summary';
import { appPage, idParams, lazyPage } from '../../shell/page-route';
import { searchOf } from '../../shell/search-params';
import { findMaterialCategoriesQueryOptions } from '../materials/api/find-material-categories';
import { findStaffNamesQueryOptions } from '../platform/api/find-staff-names';
import { canAny, meQueryOptions } from '../platform/api/get-me';
import { maxPageSize } from '../../../shared/contracts/common';
import { findWaxingItemsQueryOptions } from './api/find-waxing-items';
import { castListQuery, findCastsQueryOptions } from './api/find-casts';
import { findWaxPiecesQueryOptions, waxListQuery } from './api/find-wax-pieces';
import { getCastQueryOptions } from './api/get-cast';
import { castSummaryQuery, getCastSummaryQueryOptions } from './api/get-cast-summary';
import { getWaxEstimatesQueryOptions } from './api/get-wax-estimates';

// Each loader asks for the page's data as its chunk loads: the same query
// options the page's hooks use, so the page finds them in the cache.
const activeMaterials = findMaterialCategoriesQueryOptions({ active: 'true' });

const waxSearch = searchOf(findWaxPiecesQuerySchema.shape, ['materialId', 'page']);
const waxRoute = createRoute({
  ...appPage('/wax'),
  path: '/wax',
  validateSearch: waxSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findWaxPiecesQueryOptions(waxListQuery(deps)));
    void queryClient.prefetchQuery(activeMaterials);
    void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions());
    // The wax form (for those who cast) picks among the items in waxing and every wax waiting.
    if (canAny(queryClient.getQueryData(meQueryOptions.queryKey), ['casting.write'])) {
      void queryClient.prefetchQuery(findWaxingItemsQueryOptions());
      void queryClient.prefetchQuery(findWaxPiecesQueryOptions({ pageSize: maxPageSize }));
    }
  },
  component: lazyPage(() => import('./pages/wax-page').then((m) => m.WaxPage)),
});

const castsSearch = searchOf(findCastsQuerySchema.shape, ['status', 'materialId', 'page']);
const castsRoute = createRoute({
  ...appPage('/cast'),
  path: '/cast',
  validateSearch: castsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findCastsQueryOptions(castListQuery(deps)));
    void queryClient.prefetchQuery(activeMaterials);
  },
  component: lazyPage(() => import('./pages/casts-page').then((m) => m.CastsPage)),
});

const createCastRoute = createRoute({
  ...appPage('/cast/create'),
  path: '/cast/create',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions());
    void queryClient.prefetchQuery(activeMaterials);
    void queryClient.prefetchQuery(findStaffNamesQueryOptions({ active: 'true', pageSize: 200 }));
  },
  component: lazyPage(() => import('./pages/create-cast-page').then((m) => m.CreateCastPage)),
});

const castFindRoute = createRoute({
  ...appPage('/cast/detail'),
  path: '/cast/detail',
  component: lazyPage(() => import('./pages/cast-find-page').then((m) => m.CastFindPage)),
});

const castDetailRoute = createRoute({
  ...appPage('/cast/detail/{id}'),
  path: '/cast/detail/$id',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(getCastQueryOptions(Number(params.id))),
  component: lazyPage(() => import('./pages/cast-detail-page').then((m) => m.CastDetailPage)),
});

const castFollowRoute = createRoute({
  ...appPage('/cast/detail/follow'),
  path: '/cast/detail/follow',
  component: lazyPage(() => import('./pages/cast-follow-page').then((m) => m.CastFollowPage)),
});

const castSummarySearch = searchOf(getCastSummaryQuerySchema.shape, ['from', 'to', 'materialId']);
const castSummaryRoute = createRoute({
  ...appPage('/cast/detail/summary'),
  path: '/cast/detail/summary',
  validateSearch: castSummarySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(getCastSummaryQueryOptions(castSummaryQuery(deps)));
    void queryClient.prefetchQuery(activeMaterials);
  },
  component: lazyPage(() => import('./pages/cast-summary-page').then((m) => m.CastSummaryPage)),
});

const castInfoRoute = createRoute({
  ...appPage('/cast/detail/info-{id}'),
  path: '/cast/detail/info-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(getCastQueryOptions(Number(params.id))),
  component: lazyPage(() => import('./pages/cast-info-page').then((m) => m.CastInfoPage)),
});

const estimateWaxRoute = createRoute({
  ...appPage('/setting/estimate-wax'),
  path: '/setting/estimate-wax',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(getWaxEstimatesQueryOptions());
  },
  component: lazyPage(() => import('./pages/estimate-wax-page').then((m) => m.EstimateWaxPage)),
});

/** The casting pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const castingRoutes = [waxRoute, castsRoute, createCastRoute, castFindRoute, castDetailRoute, castFollowRoute, castSummaryRoute, castInfoRoute, estimateWaxRoute] as const;
