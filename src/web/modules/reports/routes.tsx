import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import { appPage, lazyPage, redirectingPage } from '../../shell/page-route';
import { findEntryCategoriesQueryOptions } from '../entries/api/find-entry-categories';
import { findHoldersQueryOptions } from '../materials/api/find-holders';
import { findMaterialCategoriesQueryOptions } from '../materials/api/find-material-categories';
import { allBranchesQueryOptions } from '../platform/api/find-branches';
import { findStaffNamesQueryOptions } from '../platform/api/find-staff-names';
import { findJewelryCategoriesQueryOptions } from '../stock/api/find-jewelry-categories';
import { findEntryDetailsQueryOptions } from './api/find-entry-details';
import { getCastReportQueryOptions } from './api/get-cast-report';
import { getDashboardQueryOptions } from './api/get-dashboard';
import { getEntryReportQueryOptions } from './api/get-entry-report';
import { getJewelryReportQueryOptions } from './api/get-jewelry-report';
import { getLossReportQueryOptions } from './api/get-loss-report';
import { getMonthlyRecordQueryOptions } from './api/get-monthly-record';
import { getStaffReportQueryOptions } from './api/get-staff-report';
import {
  castQueryOf,
  castReportSearch,
  dashboardQueryOf,
  dashboardSearch,
  entryDetailQueryOf,
  entryDetailSearch,
  entryQueryOf,
  entryReportSearch,
  jewelryQueryOf,
  jewelryReportSearch,
  lossQueryOf,
  lossReportSearch,
  monthlyRecordQueryOf,
  monthlyRecordSearch,
  staffQueryOf,
  staffReportSearch,
} from './api/report-queries';

// Each loader asks for the report as its chunk loads, with the same query the
// page's hook uses, and the lists its filters offer (the frame names the branch too).
function prefetchFilterLists(queryClient: QueryClient) {
  void queryClient.prefetchQuery(allBranchesQueryOptions());
  void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions());
  void queryClient.prefetchQuery(findStaffNamesQueryOptions({ pageSize: 200 }));
}

const reportRedirectRoute = createRoute({
  ...redirectingPage('/report', '/report/dashboard'),
  path: '/report',
});

const dashboardRoute = createRoute({
  ...appPage('/report/dashboard'),
  path: '/report/dashboard',
  validateSearch: dashboardSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(getDashboardQueryOptions(dashboardQueryOf(deps)));
    prefetchFilterLists(queryClient);
    // The charts are their own chunk (the page's figures show without them): fetched beside the page, not after its data.
    void import('./components/dashboard-charts');
  },
  component: lazyPage(() => import('./pages/dashboard-page').then((m) => m.DashboardPage)),
});

const castReportRoute = createRoute({
  ...appPage('/report/cast'),
  path: '/report/cast',
  validateSearch: castReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(getCastReportQueryOptions(castQueryOf(deps)));
    prefetchFilterLists(queryClient);
  },
  component: lazyPage(() => import('./pages/cast-report-page').then((m) => m.CastReportPage)),
});

const lossReportRoute = createRoute({
  ...appPage('/report/loss'),
  path: '/report/loss',
  validateSearch: lossReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(getLossReportQueryOptions(lossQueryOf(deps)));
    prefetchFilterLists(queryClient);
  },
  component: lazyPage(() => import('./pages/loss-report-page').then((m) => m.LossReportPage)),
});

const entryReportRoute = createRoute({
  ...appPage('/report/entry'),
  path: '/report/entry',
  validateSearch: entryReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(getEntryReportQueryOptions(entryQueryOf(deps)));
    prefetchFilterLists(queryClient);
  },
  component: lazyPage(() => import('./pages/entry-report-page').then((m) => m.EntryReportPage)),
});

const entryDetailReportRoute = createRoute({
  ...appPage('/report/entry-detail'),
  path: '/report/entry-detail',
  validateSearch: entryDetailSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(findEntryDetailsQueryOptions(entryDetailQueryOf(deps)));
    void queryClient.prefetchQuery(findHoldersQueryOptions({ kind: 'staff' }));
    void queryClient.prefetchQuery(findEntryCategoriesQueryOptions());
    prefetchFilterLists(queryClient);
  },
  component: lazyPage(() => import('./pages/entry-detail-report-page').then((m) => m.EntryDetailReportPage)),
});

const staffReportRoute = createRoute({
  ...appPage('/report/staff'),
  path: '/report/staff',
  validateSearch: staffReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(getStaffReportQueryOptions(staffQueryOf(deps)));
    prefetchFilterLists(queryClient);
  },
  component: lazyPage(() => import('./pages/staff-report-page').then((m) => m.StaffReportPage)),
});

const jewelryReportRoute = createRoute({
  ...appPage('/report/jewelry'),
  path: '/report/jewelry',
  validateSearch: jewelryReportSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(getJewelryReportQueryOptions(jewelryQueryOf(deps)));
    void queryClient.prefetchQuery(findJewelryCategoriesQueryOptions());
    prefetchFilterLists(queryClient);
  },
  component: lazyPage(() => import('./pages/jewelry-report-page').then((m) => m.JewelryReportPage)),
});

const monthlyRecordRoute = createRoute({
  ...appPage('/report/monthly-record'),
  path: '/report/monthly-record',
  validateSearch: monthlyRecordSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(getMonthlyRecordQueryOptions(monthlyRecordQueryOf(deps)));
    prefetchFilterLists(queryClient);
  },
  component: lazyPage(() => import('./pages/monthly-record-page').then((m) => m.MonthlyRecordPage)),
});

/** The reports pages of src/shared/routes.ts; each page's code loads as its own chunk. */
export const reportsRoutes = [reportRedirectRoute, dashboardRoute, castReportRoute, lossReportRoute, entryReportRoute, entryDetailReportRoute, staffReportRoute, jewelryReportRoute, monthlyRecordRoute] as const;
