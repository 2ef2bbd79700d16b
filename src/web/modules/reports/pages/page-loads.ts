import type { QueryClient } from '@tanstack/react-query';
import { pageLoad } from '../../../shell/page-loads';
import { findEntryCategoriesQueryOptions } from '../../entries/api/find-entry-categories';
import { findHoldersQueryOptions } from '../../materials/api/find-holders';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { allBranchesQueryOptions } from '../../platform/api/find-branches';
import { findStaffNamesQueryOptions } from '../../platform/api/find-staff-names';
import { findJewelryCategoriesQueryOptions } from '../../stock/api/find-jewelry-categories';
import { findEntryDetailsQueryOptions } from '../api/find-entry-details';
import { getCastReportQueryOptions } from '../api/get-cast-report';
import { getDashboardQueryOptions } from '../api/get-dashboard';
import { getEntryReportQueryOptions } from '../api/get-entry-report';
import { getJewelryReportQueryOptions } from '../api/get-jewelry-report';
import { getLossReportQueryOptions } from '../api/get-loss-report';
import { getMonthlyRecordQueryOptions } from '../api/get-monthly-record';
import { getStaffReportQueryOptions } from '../api/get-staff-report';
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
} from '../api/report-queries';

// Each loader asks for the report as its chunk loads, with the same query the
// page's hook uses, and the lists its filters offer (the frame names the branch too).
function prefetchFilterLists(queryClient: QueryClient) {
  void queryClient.prefetchQuery(allBranchesQueryOptions());
  void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions());
  void queryClient.prefetchQuery(findStaffNamesQueryOptions({ pageSize: 200 }));
}

/** The reports pages' searches and first queries (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/report/dashboard': pageLoad({
    search: dashboardSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(getDashboardQueryOptions(dashboardQueryOf(search)));
      prefetchFilterLists(queryClient);
    },
  }),
  '/report/cast': pageLoad({
    search: castReportSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(getCastReportQueryOptions(castQueryOf(search)));
      prefetchFilterLists(queryClient);
    },
  }),
  '/report/loss': pageLoad({
    search: lossReportSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(getLossReportQueryOptions(lossQueryOf(search)));
      prefetchFilterLists(queryClient);
    },
  }),
  '/report/entry': pageLoad({
    search: entryReportSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(getEntryReportQueryOptions(entryQueryOf(search)));
      prefetchFilterLists(queryClient);
    },
  }),
  '/report/entry-detail': pageLoad({
    search: entryDetailSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findEntryDetailsQueryOptions(entryDetailQueryOf(search)));
      void queryClient.prefetchQuery(findHoldersQueryOptions({ kind: 'staff' }));
      void queryClient.prefetchQuery(findEntryCategoriesQueryOptions());
      prefetchFilterLists(queryClient);
    },
  }),
  '/report/staff': pageLoad({
    search: staffReportSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(getStaffReportQueryOptions(staffQueryOf(search)));
      prefetchFilterLists(queryClient);
    },
  }),
  '/report/jewelry': pageLoad({
    search: jewelryReportSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(getJewelryReportQueryOptions(jewelryQueryOf(search)));
      void queryClient.prefetchQuery(findJewelryCategoriesQueryOptions());
      prefetchFilterLists(queryClient);
    },
  }),
  '/report/monthly-record': pageLoad({
    search: monthlyRecordSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(getMonthlyRecordQueryOptions(monthlyRecordQueryOf(search)));
      prefetchFilterLists(queryClient);
    },
  }),
};
