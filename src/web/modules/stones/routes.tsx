import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage } from '../../shell/page-route';
import { findBranchesQueryOptions } from '../platform/api/find-branches';
import { findStaffNamesQueryOptions } from '../platform/api/find-staff-names';
import { getExchangeRatesQueryOptions } from '../sales/api/get-exchange-rates';
import { findGemReportsQueryOptions } from './api/find-gem-reports';
import { findSizeChartQueryOptions } from './api/find-size-chart';
import { findStoneLotsQueryOptions } from './api/find-stone-lots';
import { getGemReportQueryOptions } from './api/get-gem-report';
import { getStoneLotQueryOptions } from './api/get-stone-lot';
import { gemPosSearch, gemReportsQueryOf, gemReportsSearch, lotSearch, lotsQueryOf, stoneInventorySearch, stoneQuoteSearch } from './api/stone-searches';

const gemPosRoute = createRoute({
  ...appPage('/gem_pos'),
  path: '/gem_pos',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findBranchesQueryOptions({ pageSize: 200 }));
    void queryClient.prefetchQuery(findStaffNamesQueryOptions({ active: 'true', pageSize: 200 }));
    void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
  },
  validateSearch: gemPosSearch,
  component: lazyPage(() => import('./pages/gem-pos-page').then((m) => m.GemPosPage)),
});

const gemStoneRoute = createRoute({
  ...appPage('/gem_stone'),
  path: '/gem_stone',
  validateSearch: lotSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.lot) void queryClient.prefetchQuery(getStoneLotQueryOptions(Number(deps.lot)));
    else void queryClient.prefetchQuery(findStoneLotsQueryOptions(lotsQueryOf(deps)));
  },
  component: lazyPage(() => import('./pages/gem-stone-page').then((m) => m.GemStonePage)),
});

const gemStonePosRoute = createRoute({
  ...appPage('/gem_stone/pos'),
  path: '/gem_stone/pos',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findBranchesQueryOptions({ pageSize: 200 }));
    void queryClient.prefetchQuery(findStaffNamesQueryOptions({ active: 'true', pageSize: 200 }));
    void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
  },
  validateSearch: gemPosSearch,
  component: lazyPage(() => import('./pages/gem-pos-page').then((m) => m.GemStonePosPage)),
});

const gemReportsRoute = createRoute({
  ...appPage('/gem_report'),
  path: '/gem_report',
  validateSearch: gemReportsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => void queryClient.prefetchQuery(findGemReportsQueryOptions(gemReportsQueryOf(deps))),
  component: lazyPage(() => import('./pages/gem-reports-page').then((m) => m.GemReportsPage)),
});

const gemReportAddRoute = createRoute({
  ...appPage('/gem_report/add'),
  path: '/gem_report/add',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findBranchesQueryOptions({ pageSize: 200 }));
  },
  component: lazyPage(() => import('./pages/gem-report-add-page').then((m) => m.GemReportAddPage)),
});

const gemReportDetailRoute = createRoute({
  ...appPage('/gem_report/detail-{id}'),
  path: '/gem_report/detail-{$id}',
  params: idParams,
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(getGemReportQueryOptions(Number(params.id))),
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

const sampleInvoiceStoneRoute = createRoute({
  ...appPage('/sample_invoice_stone'),
  path: '/sample_invoice_stone',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findBranchesQueryOptions({ pageSize: 200 }));
    void queryClient.prefetchQuery(findStaffNamesQueryOptions({ active: 'true', pageSize: 200 }));
    void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
  },
  validateSearch: stoneQuoteSearch,
  component: lazyPage(() => import('./pages/sample-invoice-stone-page').then((m) => m.SampleInvoiceStonePage)),
});

const stoneInventoryRoute = createRoute({
  ...appPage('/inventory/stone'),
  path: '/inventory/stone',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(findBranchesQueryOptions({ pageSize: 200 }));
  },
  validateSearch: stoneInventorySearch,
  component: lazyPage(() => import('./pages/stone-inventory-page').then((m) => m.StoneInventoryPage)),
});

/** The stones pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const stonesRoutes = [gemPosRoute, gemStoneRoute, gemStonePosRoute, gemReportsRoute, gemReportAddRoute, gemReportDetailRoute, sizeChartRoute, sampleInvoiceStoneRoute, stoneInventoryRoute] as const;
