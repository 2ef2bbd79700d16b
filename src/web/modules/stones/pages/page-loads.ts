import { pageLoad } from '../../../shell/page-loads';
import { prefetchShopHeader } from '../../sales/api/prefetch-shop-header';
import { allBranchesQueryOptions } from '../../platform/api/find-branches';
import { findGemReportsQueryOptions } from '../api/find-gem-reports';
import { findProductionItemsQueryOptions } from '../api/find-production-items';
import { findSizeChartQueryOptions } from '../api/find-size-chart';
import { findStoneLotsQueryOptions } from '../api/find-stone-lots';
import { getGemReportQueryOptions } from '../api/get-gem-report';
import { getStoneLotQueryOptions } from '../api/get-stone-lot';
import { gemReportsQueryOf, gemReportsSearch, lotSearch, lotsQueryOf, stoneInventoryQueryOf, stoneInventorySearch } from '../api/stone-searches';
import { findAllStoneLotsQueryOptions } from '../api/find-all-stone-lots';
import { findHoldersQueryOptions } from '../../materials/api/find-holders';
import { canAny, meQueryOptions } from '../../platform/api/get-me';

/** The stones pages' searches and first queries (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/gem_stone': pageLoad({
    search: lotSearch,
    load: (queryClient, { search }) => {
      if (search.lot) void queryClient.prefetchQuery(getStoneLotQueryOptions(Number(search.lot)));
      else void queryClient.prefetchQuery(findStoneLotsQueryOptions(lotsQueryOf(search)));
      void queryClient.prefetchQuery(allBranchesQueryOptions());
      // The holders who may hold a lot, named in its list, for those who read the metal accounts (the page's rule).
      if (canAny(queryClient.getQueryData(meQueryOptions.queryKey), ['materials.read'])) void queryClient.prefetchQuery(findHoldersQueryOptions());
    },
  }),
  '/gem_report': pageLoad({
    search: gemReportsSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findGemReportsQueryOptions(gemReportsQueryOf(search)));
      void queryClient.prefetchQuery(allBranchesQueryOptions());
    },
  }),
  '/gem_report/add': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(allBranchesQueryOptions());
      // The target picker opens on the items most recently moved (nothing typed).
      void queryClient.prefetchQuery(findProductionItemsQueryOptions({ pageSize: 20, order: '-stageSince' }));
    },
  }),
  '/gem_report/detail-{id}': pageLoad({
    load: (queryClient, { params }) => {
      void queryClient.prefetchQuery(getGemReportQueryOptions(Number(params.id)));
      prefetchShopHeader(queryClient);
    },
  }),
  '/setting/stone-size-chart': pageLoad({
    load: (queryClient) => void queryClient.prefetchQuery(findSizeChartQueryOptions()),
  }),
  '/inventory/stone': pageLoad({
    search: stoneInventorySearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findAllStoneLotsQueryOptions(stoneInventoryQueryOf(search)));
      void queryClient.prefetchQuery(allBranchesQueryOptions());
      prefetchShopHeader(queryClient);
    },
  }),
};
