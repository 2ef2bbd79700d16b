/**
 * Stones pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/setting/stone-size-chart': () => import('./pages/size-chart-page').then((m) => m.SizeChartPage),
  '/gem_stone': () => import('./pages/gem-stone-page').then((m) => m.GemStonePage),
  '/inventory/stone': () => import('./pages/stone-inventory-page').then((m) => m.StoneInventoryPage),
  '/gem_report': () => import('./pages/gem-reports-page').then((m) => m.GemReportsPage),
  '/gem_report/add': () => import('./pages/gem-report-add-page').then((m) => m.GemReportAddPage),
  '/gem_pos': () => import('./pages/gem-pos-page').then((m) => m.GemPosPage),
  '/gem_stone/pos': () => import('./pages/gem-pos-page').then((m) => m.GemPosPage),
  '/sample_invoice_stone': () => import('./pages/sample-invoice-stone-page').then((m) => m.SampleInvoiceStonePage),
  '/gem_report/detail-{id}': () => import('./pages/gem-report-detail-page').then((m) => m.GemReportDetailPage),
};
