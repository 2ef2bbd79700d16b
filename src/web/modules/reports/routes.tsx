import { createRoute } from '@tanstack/react-router';
import { modulePages } from '../../shell/page-route';

/** The pages' searches and first queries: a chunk beside each page's, out of the first screen. */
const { searchPage, redirect } = modulePages(() => import('./pages/page-loads').then((m) => m.pageLoads));

/** The reports pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const reportsRoutes = [
  createRoute(redirect('/report', '/report/dashboard')),
  createRoute(searchPage('/report/dashboard', () => import('./pages/dashboard-page').then((m) => m.DashboardPage))),
  createRoute(searchPage('/report/cast', () => import('./pages/cast-report-page').then((m) => m.CastReportPage))),
  createRoute(searchPage('/report/loss', () => import('./pages/loss-report-page').then((m) => m.LossReportPage))),
  createRoute(searchPage('/report/entry', () => import('./pages/entry-report-page').then((m) => m.EntryReportPage))),
  createRoute(searchPage('/report/entry-detail', () => import('./pages/entry-detail-report-page').then((m) => m.EntryDetailReportPage))),
  createRoute(searchPage('/report/staff', () => import('./pages/staff-report-page').then((m) => m.StaffReportPage))),
  createRoute(searchPage('/report/jewelry', () => import('./pages/jewelry-report-page').then((m) => m.JewelryReportPage))),
  createRoute(searchPage('/report/monthly-record', () => import('./pages/monthly-record-page').then((m) => m.MonthlyRecordPage))),
] as const;
