import { createRoute } from '@tanstack/react-router';
import { appPage, idParams, lazyPage, searchPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);

const gemStoneRoute = createRoute({
  ...searchPage('/gem_stone', loads),
  path: '/gem_stone',
  component: lazyPage(() => import('./pages/gem-stone-page').then((m) => m.GemStonePage)),
});

const gemReportsRoute = createRoute({
  ...searchPage('/gem_report', loads),
  path: '/gem_report',
  component: lazyPage(() => import('./pages/gem-reports-page').then((m) => m.GemReportsPage)),
});

const gemReportAddRoute = createRoute({
  ...appPage('/gem_report/add', loads),
  path: '/gem_report/add',
  component: lazyPage(() => import('./pages/gem-report-add-page').then((m) => m.GemReportAddPage)),
});

const gemReportDetailRoute = createRoute({
  ...appPage('/gem_report/detail-{id}', loads),
  path: '/gem_report/detail-{$id}',
  params: idParams,
  component: lazyPage(() => import('./pages/gem-report-detail-page').then((m) => m.GemReportDetailPage)),
});

const sizeChartRoute = createRoute({
  ...appPage('/setting/stone-size-chart', loads),
  path: '/setting/stone-size-chart',
  component: lazyPage(() => import('./pages/size-chart-page').then((m) => m.SizeChartPage)),
});

const stoneInventoryRoute = createRoute({
  ...searchPage('/inventory/stone', loads),
  path: '/inventory/stone',
  component: lazyPage(() => import('./pages/stone-inventory-page').then((m) => m.StoneInventoryPage)),
});

/**
 * The stones pages of src/shared/routes.ts; each page's code loads as its own chunk. `/gem_pos`,
 * `/gem_stone/pos` and `/sample_invoice_stone` open the one POS and quotation on stones (sales/routes.tsx).
 */
export const stonesRoutes = [gemStoneRoute, gemReportsRoute, gemReportAddRoute, gemReportDetailRoute, sizeChartRoute, stoneInventoryRoute] as const;
