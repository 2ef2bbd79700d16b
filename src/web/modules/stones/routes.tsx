import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { loadedPage, searchPage } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/**
 * The stones pages of src/shared/routes.ts; each page's code loads as its own chunk. `/gem_pos`,
 * `/gem_stone/pos` and `/sample_invoice_stone` open the one POS and quotation on stones (sales/routes.tsx).
 */
export const stonesRoutes = [
  createRoute(searchPage('/gem_stone', () => import('./pages/gem-stone-page').then((m) => m.GemStonePage))),
  createRoute(searchPage('/gem_report', () => import('./pages/gem-reports-page').then((m) => m.GemReportsPage))),
  createRoute(loadedPage('/gem_report/add', () => import('./pages/gem-report-add-page').then((m) => m.GemReportAddPage))),
  createRoute(loadedPage('/gem_report/detail-{id}', () => import('./pages/gem-report-detail-page').then((m) => m.GemReportDetailPage))),
  createRoute(loadedPage('/setting/stone-size-chart', () => import('./pages/size-chart-page').then((m) => m.SizeChartPage))),
  createRoute(searchPage('/inventory/stone', () => import('./pages/stone-inventory-page').then((m) => m.StoneInventoryPage))),
] as const;
