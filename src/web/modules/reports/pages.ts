/**
 * Reports pages by route pattern of src/shared/routes.ts (see
 * shell/page-registry.ts). Each loads as its own chunk on first visit.
 */
export const pages = {
  '/report': () => import('./pages/report-redirect-page').then((m) => m.ReportRedirectPage),
  '/report/dashboard': () => import('./pages/dashboard-page').then((m) => m.DashboardPage),
  '/report/cast': () => import('./pages/cast-report-page').then((m) => m.CastReportPage),
  '/report/loss': () => import('./pages/loss-report-page').then((m) => m.LossReportPage),
  '/report/entry': () => import('./pages/entry-report-page').then((m) => m.EntryReportPage),
  '/report/entry-detail': () => import('./pages/entry-detail-report-page').then((m) => m.EntryDetailReportPage),
  '/report/staff': () => import('./pages/staff-report-page').then((m) => m.StaffReportPage),
  '/report/jewelry': () => import('./pages/jewelry-report-page').then((m) => m.JewelryReportPage),
  '/report/monthly-record': () => import('./pages/monthly-record-page').then((m) => m.MonthlyRecordPage),
};
