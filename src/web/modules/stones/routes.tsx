import { createRoute } from '@tanstack/react-router';
import { findProductionItemsQueryOptions } from './api/find-production-items';
import { appPage, idParams, lazyPage } from '../../shell/page-route';
import { allBranchesQueryOptions } from '../platform/api/find-branches';
import { prefetchShopHeader } from '../sales/api/prefetch-shop-header';
import { findGemReportsQueryOptions } from './api/find-gem-reports';
import { findSizeChartQueryOptions } from './api/find-size-chart';
import { findStoneLotsQueryOptions } from './api/find-stone-lots';
import { getGemReportQueryOptions } from './api/get-gem-report';
import { getStoneLotQueryOptions } from './api/get-stone-lot';
import { gemReportsQueryOf, gemReportsSearch, lotSearch, lotsQueryOf, stoneInventorySearch } from './api/stone-searches';

const gemStoneRoute = createRoute({
  ...appPage('/gem_stone'),
  path: '/gem_stone',
  validateSearch: lotSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.lot) void queryClient.prefetchQuery(getStoneLotQueryOptions(Number(deps.lot)));
    else void queryClient.prefetchQuery(findStoneLotsQueryOptions(lotsQueryOf(deps)));
    void queryClient.prefetchQuery(allBranchesQueryOptions());
  },
  component: lazyPage(() => import('./pages/gem-stone-page').then((m) => m.GemStonePage)),
});

const gemReportsRoute = createRoute({
  ...appPage('/gem_report'),
  path: '/gem_report',
  validateSearch: gemReportsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findGemReportsQueryOptions(gemReportsQueryOf(deps)));
    void queryClient.prefetchQuery(allBranchesQueryOptions());
  },
  component: lazyPage(() => import('./pages/gem-reports-page').then((m) => m.GemReportsPage)),
});

const gemReportAddRoute = createRoute({
  ...appPage('/gem_report/add'),
  path: '/gem_report/add',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(allBranchesQueryOptions());
    // The target picker opens on the items most recently moved (nothing typed).
    void queryClient.prefetchQuery(findProductionItemsQueryOptions({ pageSize: 20, order: '-stageSince' }));
  },
  component: lazyPage(() => import('./pages/gem-report-add-page').then((m) => m.GemReportAddPage)),
});

const gemReportDetailRoute = createRoute({
  ...appPage('/gem_report/detail-{id}'),
  path: '/gem_report/detail-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(getGemReportQueryOptions(Number(params.id)));
    prefetchShopHeader(queryClient);
  },
  component: lazyPage(() => import('./pages/gem-report-detail-page').then((m) => m.GemReportDetailPage)),
});

const sizeChartRoute = createRoute({
  ...appPage('/setting/stone-size-chart'),
  path: '/setting/stone-size-chart',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findSizeChartQueryOptions());
  },
  component: lazyPage(() => import('./pages/size-chart-page').then((m) => m.SizeChartPage)),
});

const stoneInventoryRoute = createRoute({
  ...appPage('/inventory/stone'),
  path: '/inventory/stone',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(allBranchesQueryOptions());
    prefetchShopHeader(queryClient);
  },
  validateSearch: stoneInventorySearch,
  component: lazyPage(() => import('./pages/stone-inventory-page').then((m) => m.StoneInventoryPage)),
});

/**
 * The stones pages of src/shared/routes.ts; each page's code loads as its own chunk. `/gem_pos`,
 * `/gem_stone/pos` and `/sample_invoice_stone` open the one POS and quotation on stones (sales/routes.tsx).
 */
export const stonesRoutes = [gemStoneRoute, gemReportsRoute, gemReportAddRoute, gemReportDetailRoute, sizeChartRoute, stoneInventoryRoute] as const;
