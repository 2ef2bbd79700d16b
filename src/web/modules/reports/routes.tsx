import { createRoute } from '@tanstack/react-router';
import { lazyPage, redirectingPage, searchPage } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const loads = () => import('./pages/page-loads').then((m) => m.pageLoads);

const reportRedirectRoute = createRoute({
  ...redirectingPage('/report', '/report/dashboard'),
  path: '/report',
});

const dashboardRoute = createRoute({
  ...searchPage('/report/dashboard', loads),
  path: '/report/dashboard',
  component: lazyPage(() => import('./pages/dashboard-page').then((m) => m.DashboardPage)),
});

const castReportRoute = createRoute({
  ...searchPage('/report/cast', loads),
  path: '/report/cast',
  component: lazyPage(() => import('./pages/cast-report-page').then((m) => m.CastReportPage)),
});

const lossReportRoute = createRoute({
  ...searchPage('/report/loss', loads),
  path: '/report/loss',
  component: lazyPage(() => import('./pages/loss-report-page').then((m) => m.LossReportPage)),
});

const entryReportRoute = createRoute({
  ...searchPage('/report/entry', loads),
  path: '/report/entry',
  component: lazyPage(() => import('./pages/entry-report-page').then((m) => m.EntryReportPage)),
});

const entryDetailReportRoute = createRoute({
  ...searchPage('/report/entry-detail', loads),
  path: '/report/entry-detail',
  component: lazyPage(() => import('./pages/entry-detail-report-page').then((m) => m.EntryDetailReportPage)),
});

const staffReportRoute = createRoute({
  ...searchPage('/report/staff', loads),
  path: '/report/staff',
  component: lazyPage(() => import('./pages/staff-report-page').then((m) => m.StaffReportPage)),
});

const jewelryReportRoute = createRoute({
  ...searchPage('/report/jewelry', loads),
  path: '/report/jewelry',
  component: lazyPage(() => import('./pages/jewelry-report-page').then((m) => m.JewelryReportPage)),
});

const monthlyRecordRoute = createRoute({
  ...searchPage('/report/monthly-record', loads),
  path: '/report/monthly-record',
  component: lazyPage(() => import('./pages/monthly-record-page').then((m) => m.MonthlyRecordPage)),
});

/** The reports pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const reportsRoutes = [reportRedirectRoute, dashboardRoute, castReportRoute, lossReportRoute, entryReportRoute, entryDetailReportRoute, staffReportRoute, jewelryReportRoute, monthlyRecordRoute] as const;
